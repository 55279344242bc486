import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateForm } from '../../../src/validation/validate';

// Issue 54: the day an inspection took place is refused at once by the form when it is still
// to come (it used to be refused by the server only, after sending), with its own words.
const results = (inspected_on: string) => ({ inspected_on, results: 'Καμία μη συμμόρφωση.' });
const dayIssues = (day: string) => validateForm('staff/results', results(day)).filter((issue) => issue.path === '/inspected_on');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a day already come (notAfterToday)', () => {
  it('accepts today and the days before', () => {
    for (const day of ['2026-11-28', '2026-11-27', '2025-03-10']) expect(dayIssues(day), day).toEqual([]);
  });

  it('refuses tomorrow and later, naming the field in its own words', () => {
    for (const day of ['2026-11-29', '2027-03-15']) {
      expect(dayIssues(day).map((issue) => [issue.keyword, issue.messageId]), day).toEqual([['notAfterToday', 'staff.results.inspectedOnFuture']]);
    }
  });

  it('counts today in UTC, as the server does', () => {
    vi.setSystemTime(new Date('2026-11-28T23:30:00Z'));
    expect(dayIssues('2026-11-29')).toHaveLength(1);
    expect(dayIssues('2026-11-28')).toEqual([]);
  });
});
