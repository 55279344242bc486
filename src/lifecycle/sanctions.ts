import type { Party } from './states';
import { tableReader, type MoveVerdict } from './moves';

/**
 * The sanctions the certification body imposes on a certified operator who breaks the rules
 * (the GLOBALG.A.P. and organic control bodies' words): a warning, the declassification of a
 * lot or product (it may not be sold as certified), or a longer conversion period (organic).
 * Each asks for corrective action by a deadline; left uncorrected it is escalated to the
 * suspension of the certificate.
 */
export const SANCTION_KINDS = ['warning', 'declassification', 'conversion_extension'] as const;
export type SanctionKind = (typeof SANCTION_KINDS)[number];

/**
 * Where a sanction stands: imposed (the customer's turn: corrective-action documents),
 * answered (staff's turn), lifted (corrected, closed) or escalated (the certificate suspended).
 */
export const SANCTION_STATES = ['imposed', 'answered', 'lifted', 'escalated'] as const;
export type SanctionState = (typeof SANCTION_STATES)[number];

/** What can be done with a sanction once imposed; staff's answer to the corrective action is lift, return or escalate. */
export const SANCTION_MOVES = ['answer', 'lift', 'return', 'escalate'] as const;
export type SanctionMove = (typeof SANCTION_MOVES)[number];

interface Move {
  by: Party;
  to: SanctionState;
}

/** The sanction's life, declared once: in each state, the moves allowed, by whom, and where they lead. */
export const SANCTION_TRANSITIONS: Readonly<Record<SanctionState, Partial<Record<SanctionMove, Move>>>> = {
  // past the deadline with nothing sent, staff may escalate without waiting for an answer
  imposed: { answer: { by: 'customer', to: 'answered' }, escalate: { by: 'staff', to: 'escalated' } },
  answered: {
    lift: { by: 'staff', to: 'lifted' },
    // the corrective action does not suffice yet: the customer's turn again
    return: { by: 'staff', to: 'imposed' },
    escalate: { by: 'staff', to: 'escalated' },
  },
  lifted: {},
  escalated: {},
};

export const SANCTION_WAITS_ON: Readonly<Record<SanctionState, Party | null>> = {
  imposed: 'customer',
  answered: 'staff',
  lifted: null,
  escalated: null,
};

export type SanctionVerdict = MoveVerdict<SanctionState>;

const sanctionTable = tableReader(SANCTION_TRANSITIONS, SANCTION_MOVES, 'sanctions.errors.notNow');

/** Whether `party` may make `move` on a sanction in `state`, with the message id of a refusal. */
export const checkSanctionMove: (state: SanctionState, move: SanctionMove, party: Party) => SanctionVerdict = sanctionTable.check;

/** The moves a party may make on a sanction now (the screens show a form only for these). */
export const sanctionMovesFor: (state: SanctionState, party: Party) => SanctionMove[] = sanctionTable.movesFor;
