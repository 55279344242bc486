import type { LifecycleState, Party } from './states';
import { tableReader, type MoveVerdict } from './moves';

/** What can be done after submission; each action is one form and one API operation. */
export const ACTIONS = [
  'complete_review',
  'request_completion',
  'send_offer',
  'accept_offer',
  'decline_offer',
  'send_contract',
  'sign_contract',
  'plan_inspection',
  'submit_supporting_documents',
  'record_results',
  'respond_nc',
  'review_nc',
  'decide',
  'reject',
  // on the certificate once issued: suspend (wholly or for some products), revoke, cancel, reinstate
  'change_certificate',
  // sanctions on a certified operator (src/lifecycle/sanctions.ts has each sanction's own states)
  'impose_sanction',
  'answer_sanction',
  'lift_sanction',
  'return_sanction',
  'escalate_sanction',
] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * The form each action is taken with (under schemas/) and the API operation that takes it,
 * declared once: the contract's request body of that operation is generated from the form
 * (`npm run api:forms`, src/server/core/lifecycle-bodies.ts) and the browser's action-to-form
 * map reads both from here (src/features/lifecycle/action-forms.ts). Several actions share a
 * form and an operation (the review's three outcomes, the offer's two replies).
 */
export const ACTION_OPERATIONS = {
  complete_review: { form: 'staff/review', path: '/staff/applications/{id}/review' },
  request_completion: { form: 'staff/review', path: '/staff/applications/{id}/review' },
  reject: { form: 'staff/review', path: '/staff/applications/{id}/review' },
  send_offer: { form: 'staff/offer', path: '/staff/applications/{id}/offer' },
  accept_offer: { form: 'lifecycle/offer-reply', path: '/applications/{id}/offer/reply' },
  decline_offer: { form: 'lifecycle/offer-reply', path: '/applications/{id}/offer/reply' },
  send_contract: { form: 'staff/contract', path: '/staff/applications/{id}/contract' },
  sign_contract: { form: 'lifecycle/contract-signature', path: '/applications/{id}/contract/signature' },
  plan_inspection: { form: 'staff/inspection-plan', path: '/staff/applications/{id}/inspection' },
  submit_supporting_documents: { form: 'lifecycle/supporting-documents', path: '/applications/{id}/inspection/documents' },
  record_results: { form: 'staff/results', path: '/staff/applications/{id}/results' },
  respond_nc: { form: 'lifecycle/nc-response', path: '/applications/{id}/non-conformities/{ncId}/response' },
  review_nc: { form: 'staff/nc-review', path: '/staff/applications/{id}/non-conformities/{ncId}/review' },
  decide: { form: 'staff/decision', path: '/staff/applications/{id}/decision' },
  change_certificate: { form: 'staff/certificate-status', path: '/staff/applications/{id}/certificate/status' },
  impose_sanction: { form: 'staff/sanction', path: '/staff/applications/{id}/sanctions' },
  answer_sanction: { form: 'lifecycle/sanction-answer', path: '/applications/{id}/sanctions/{sanctionId}/answer' },
  lift_sanction: { form: 'staff/sanction-review', path: '/staff/applications/{id}/sanctions/{sanctionId}/review' },
  return_sanction: { form: 'staff/sanction-review', path: '/staff/applications/{id}/sanctions/{sanctionId}/review' },
  escalate_sanction: { form: 'staff/sanction-review', path: '/staff/applications/{id}/sanctions/{sanctionId}/review' },
} as const satisfies Record<Action, { form: string; path: string }>;

/**
 * What an action leads to. Most lead to one state; those with several choose by the facts
 * of the call (`resolveNext`). `draft` is the request to complete: the answers go back to
 * the customer, and their next submission brings the application back to review.
 */
export type Target = LifecycleState | 'draft';

interface Transition {
  by: Party;
  to: readonly Target[];
}

const staff = (...to: Target[]): Transition => ({ by: 'staff', to });
const customer = (...to: Target[]): Transition => ({ by: 'customer', to });
const NC_STATES: Target[] = ['nc_open', 'nc_review', 'decision_pending'];
// a sanction leaves the application where it is; the sanction itself moves (SANCTION_TRANSITIONS)
const sanctionActions = (state: LifecycleState): Partial<Record<Action, Transition>> => ({
  impose_sanction: staff(state),
  answer_sanction: customer(state),
  lift_sanction: staff(state),
  return_sanction: staff(state),
  escalate_sanction: staff(state),
});

/** The lifecycle, declared once: for each state, the actions allowed, by whom, and where they lead. */
export const TRANSITIONS: Readonly<Record<LifecycleState, Partial<Record<Action, Transition>>>> = {
  review: {
    complete_review: staff('offer_preparation'),
    request_completion: staff('draft'),
    reject: staff('rejected'),
  },
  offer_preparation: { send_offer: staff('offer_sent'), reject: staff('rejected') },
  offer_sent: {
    accept_offer: customer('contract_preparation'),
    decline_offer: customer('offer_declined'),
    // a corrected offer replaces the one sent
    send_offer: staff('offer_sent'),
  },
  offer_declined: { send_offer: staff('offer_sent'), reject: staff('rejected') },
  contract_preparation: { send_contract: staff('contract_sent') },
  contract_sent: { sign_contract: customer('inspection_planning'), send_contract: staff('contract_sent') },
  inspection_planning: { plan_inspection: staff('inspection_planned') },
  inspection_planned: {
    submit_supporting_documents: customer('inspection_documents_submitted'),
    plan_inspection: staff('inspection_planned'),
    record_results: staff('nc_open', 'decision_pending'),
  },
  inspection_documents_submitted: {
    plan_inspection: staff('inspection_planned'),
    record_results: staff('nc_open', 'decision_pending'),
  },
  nc_open: { respond_nc: customer(...NC_STATES), review_nc: staff(...NC_STATES) },
  nc_review: { respond_nc: customer(...NC_STATES), review_nc: staff(...NC_STATES) },
  decision_pending: {
    decide: staff('certified', 'partially_certified', 'rejected'),
  },
  // the application stays certified; the certificate's own status changes (its public page says so)
  certified: { change_certificate: staff('certified'), ...sanctionActions('certified') },
  partially_certified: { change_certificate: staff('partially_certified'), ...sanctionActions('partially_certified') },
  rejected: {},
};

export type Verdict = MoveVerdict<readonly Target[]>;

const lifecycleTable = tableReader(TRANSITIONS, ACTIONS, 'lifecycle.errors.notNow');

/** Whether `party` may take `action` in `state`, with the message id of a refusal. */
export const check: (state: LifecycleState, action: Action, party: Party) => Verdict = lifecycleTable.check;

/** The actions a party may take now (the screens show these and nothing else). */
export const actionsFor: (state: LifecycleState, party: Party) => Action[] = lifecycleTable.movesFor;

/** How non-conformities stand: open (or returned), answered by the customer, closed by staff. */
export interface NcCounts {
  open: number;
  answered: number;
  closed: number;
}

/** The facts an action with several targets chooses by. */
export interface Facts {
  nonConformities?: NcCounts;
  decision?: 'certify' | 'certify_partially' | 'reject';
}

/**
 * The state an allowed action leads to. Non-conformities: any open → the customer's turn;
 * none open but some answered → staff review; all closed → decision.
 */
export function resolveNext(state: LifecycleState, action: Action, facts: Facts = {}): Target {
  const targets = TRANSITIONS[state][action]?.to ?? [];
  if (targets.length === 1) return targets[0];
  if (action === 'decide') {
    const byOutcome = { certify: 'certified', certify_partially: 'partially_certified', reject: 'rejected' } as const;
    return byOutcome[facts.decision ?? 'reject'];
  }
  const nc = facts.nonConformities ?? { open: 0, answered: 0, closed: 0 };
  if (nc.open > 0) return 'nc_open';
  if (nc.answered > 0) return 'nc_review';
  return 'decision_pending';
}
