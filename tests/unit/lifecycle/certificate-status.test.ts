import { describe, expect, it } from 'vitest';
import { changeAllowed, liveStatus, scheduledAfter, stateOn, takesEffect } from '../../../src/lifecycle/index.ts';

const cert = { status: 'active' as const, valid_from: '2026-05-01', valid_to: '2027-04-30', status_until: null };

describe('a certificate\'s live status', () => {
  it('is valid through its last day and expired the day after, with nothing run on that day', () => {
    expect(liveStatus(cert, '2027-04-30')).toBe('valid');
    expect(liveStatus(cert, '2027-05-01')).toBe('expired');
  });

  it('is not yet valid before its first day (a renewal decided early), valid from that day', () => {
    expect(liveStatus(cert, '2026-04-30')).toBe('not_yet_valid');
    expect(liveStatus(cert, '2026-05-01')).toBe('valid');
    // a suspension, revocation or cancellation before it starts is what shows
    expect(liveStatus({ ...cert, status: 'suspended' }, '2026-04-01')).toBe('suspended');
    expect(liveStatus({ ...cert, status: 'revoked' }, '2026-04-01')).toBe('revoked');
  });

  it('shows a suspension until its last day, then valid again', () => {
    const suspended = { ...cert, status: 'partially_suspended' as const, status_until: '2026-09-30' };
    expect(liveStatus(suspended, '2026-09-30')).toBe('partially_suspended');
    expect(liveStatus(suspended, '2026-10-01')).toBe('valid');
    expect(liveStatus({ ...suspended, status: 'suspended', status_until: null }, '2027-01-01')).toBe('suspended');
  });

  it('stays revoked or cancelled, even past the end date', () => {
    expect(liveStatus({ ...cert, status: 'revoked' }, '2030-01-01')).toBe('revoked');
    expect(liveStatus({ ...cert, status: 'cancelled' }, '2026-01-01')).toBe('cancelled');
  });

  it('reads expired once the daily job has stored it, whatever the date', () => {
    expect(liveStatus({ ...cert, status: 'expired' }, '2026-01-01')).toBe('expired');
  });
});

describe('changes staff may make', () => {
  it('reinstate only a suspended certificate, and nothing after revocation or cancellation', () => {
    expect(changeAllowed('active', 'reinstate')).toBe(false);
    expect(changeAllowed('suspended', 'reinstate')).toBe(true);
    expect(changeAllowed('partially_suspended', 'suspend')).toBe(true);
    expect(changeAllowed('revoked', 'reinstate')).toBe(false);
    expect(changeAllowed('cancelled', 'suspend')).toBe(false);
    // an expired certificate is renewed by a new certification, not by a change
    expect(changeAllowed('expired', 'suspend')).toBe(false);
    expect(changeAllowed('expired', 'reinstate')).toBe(false);
  });
});

describe('a certificate\'s status from its dated changes', () => {
  const suspendOn5th = { status: 'suspended' as const, items: [], from: '2026-12-05', until: null, at: '2026-11-28T10:00:00Z' };

  it('is not in force before its day, in force from it, at midnight with nothing run', () => {
    const dated = { ...cert, status: 'suspended' as const, status_changes: [suspendOn5th] };
    expect(liveStatus(dated, '2026-12-04')).toBe('valid');
    expect(liveStatus(dated, '2026-12-05')).toBe('suspended');
    expect(scheduledAfter(dated.status_changes, '2026-12-04')).toEqual([suspendOn5th]);
    expect(scheduledAfter(dated.status_changes, '2026-12-05')).toEqual([]);
  });

  it('gives way to a later decision in force by its day: then it never happens and is not announced', () => {
    const reinstated = [suspendOn5th, { status: 'active' as const, items: [], from: '2026-12-01', until: null, at: '2026-11-29T10:00:00Z' }];
    expect(stateOn(reinstated, '2026-12-06').status).toBe('active');
    expect(takesEffect(reinstated, 0)).toBe(false);
    expect(scheduledAfter(reinstated, '2026-11-30')).toEqual([]);
  });

  it('keeps a change that was in force when the next was recorded (suspended in the morning, reinstated at noon)', () => {
    const sameDay = [
      { status: 'suspended' as const, items: [], from: '2026-12-05', until: null, at: '2026-12-05T08:00:00Z' },
      { status: 'active' as const, items: [], from: '2026-12-05', until: null, at: '2026-12-05T12:00:00Z' },
    ];
    expect(takesEffect(sameDay, 0)).toBe(true);
    expect(stateOn(sameDay, '2026-12-05').status).toBe('active');
  });
});
