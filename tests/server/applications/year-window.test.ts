import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWizardRegistry } from '../../../src/server/applications/wizards';

// What the server checks at submission (applications/routes.ts: wizards.problems with the
// application's created_at): the wizard's year around today, and the application's own year
// after the window moved on. The schema was a list 2025–2028: nothing could be submitted in 2029.

const wizards = createWizardRegistry();
const generalStep = wizards.load('bio').manifest.steps.filter((step) => step.id === 'general');
const yearProblems = (year: number, startedAt?: string) =>
  wizards.problems(generalStep, { general: { year, purpose: 'initial' } }, startedAt).flatMap((p) => p.issues.map((i) => `${i.path} ${i.keyword}`));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2029-04-01T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the year of an application submitted in 2029', () => {
  it('may be 2028 to 2031, not 2027', () => {
    for (const year of [2028, 2029, 2030, 2031]) expect(yearProblems(year, '2029-01-05T10:00:00Z'), String(year)).toEqual([]);
    expect(yearProblems(2027, '2029-01-05T10:00:00Z')).toEqual(['/year yearWindow']);
  });

  it('may still be the year a draft started in 2027 was given (2026)', () => {
    expect(yearProblems(2026, '2027-11-20T10:00:00Z')).toEqual([]);
    expect(yearProblems(2025, '2027-11-20T10:00:00Z')).toEqual(['/year yearWindow']);
  });
});
