import { describe, expect, it } from 'vitest';
import { SANCTION_MOVES, SANCTION_STATES, SANCTION_WAITS_ON, checkSanctionMove, sanctionMovesFor, type SanctionMove, type SanctionState } from '../../../src/lifecycle';

// The sanction's table written out by hand, so that a change to it is a change to this test too.
const ALLOWED: Record<SanctionState, Partial<Record<SanctionMove, ['staff' | 'customer', SanctionState]>>> = {
  imposed: { answer: ['customer', 'answered'], escalate: ['staff', 'escalated'] },
  answered: { lift: ['staff', 'lifted'], return: ['staff', 'imposed'], escalate: ['staff', 'escalated'] },
  lifted: {},
  escalated: {},
};

describe('the sanction transition table', () => {
  for (const state of SANCTION_STATES) {
    for (const move of SANCTION_MOVES) {
      const expected = ALLOWED[state][move];
      it(`${state} × ${move}: ${expected ? `${expected[0]} → ${expected[1]}` : 'nobody'}`, () => {
        for (const party of ['staff', 'customer'] as const) {
          const verdict = checkSanctionMove(state, move, party);
          if (expected && expected[0] === party) expect(verdict).toEqual({ allowed: true, to: expected[1] });
          else expect(verdict).toEqual({ allowed: false, messageId: expected ? 'lifecycle.errors.notYours' : 'sanctions.errors.notNow' });
        }
      });
    }
  }

  it('a sanction waiting on a party offers that party a move; closed ones wait on nobody', () => {
    for (const state of SANCTION_STATES) {
      const party = SANCTION_WAITS_ON[state];
      if (party) expect(sanctionMovesFor(state, party).length).toBeGreaterThan(0);
      else expect([...sanctionMovesFor(state, 'staff'), ...sanctionMovesFor(state, 'customer')]).toEqual([]);
    }
  });
});
