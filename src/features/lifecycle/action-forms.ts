import type { Action } from '../../lifecycle/index.ts';
import type { ActionPath } from './lifecycle-api';

export interface ActionForm {
  /** The form under schemas/. */
  formId: string;
  path: ActionPath;
  /** Message id of the submit button. */
  submitId: string;
  /** One form per non-conformity in this status (the NC answers and reviews). */
  perNonConformity?: 'open' | 'answered';
  /** The form's data to start from. */
  initial?: Record<string, unknown>;
}

/** The form each action is taken with; several actions share one (review, offer reply). */
export const ACTION_FORMS: Record<Action, ActionForm> = {
  complete_review: { formId: 'staff/review', path: '/staff/applications/{id}/review', submitId: 'lifecycle.submit.review' },
  request_completion: { formId: 'staff/review', path: '/staff/applications/{id}/review', submitId: 'lifecycle.submit.review' },
  reject: { formId: 'staff/review', path: '/staff/applications/{id}/review', submitId: 'lifecycle.submit.review', initial: { outcome: 'reject' } },
  send_offer: { formId: 'staff/offer', path: '/staff/applications/{id}/offer', submitId: 'lifecycle.submit.sendOffer' },
  accept_offer: { formId: 'lifecycle/offer-reply', path: '/applications/{id}/offer/reply', submitId: 'lifecycle.submit.offerReply' },
  decline_offer: { formId: 'lifecycle/offer-reply', path: '/applications/{id}/offer/reply', submitId: 'lifecycle.submit.offerReply' },
  send_contract: { formId: 'staff/contract', path: '/staff/applications/{id}/contract', submitId: 'lifecycle.submit.sendContract' },
  sign_contract: { formId: 'lifecycle/contract-signature', path: '/applications/{id}/contract/signature', submitId: 'lifecycle.submit.signContract' },
  plan_inspection: { formId: 'staff/inspection-plan', path: '/staff/applications/{id}/inspection', submitId: 'lifecycle.submit.planInspection' },
  submit_supporting_documents: {
    formId: 'lifecycle/supporting-documents',
    path: '/applications/{id}/inspection/documents',
    submitId: 'lifecycle.submit.sendDocuments',
  },
  record_results: { formId: 'staff/results', path: '/staff/applications/{id}/results', submitId: 'lifecycle.submit.recordResults' },
  respond_nc: {
    formId: 'lifecycle/nc-response',
    path: '/applications/{id}/non-conformities/{ncId}/response',
    submitId: 'lifecycle.submit.ncResponse',
    perNonConformity: 'open',
  },
  review_nc: {
    formId: 'staff/nc-review',
    path: '/staff/applications/{id}/non-conformities/{ncId}/review',
    submitId: 'lifecycle.submit.ncReview',
    perNonConformity: 'answered',
  },
  decide: { formId: 'staff/decision', path: '/staff/applications/{id}/decision', submitId: 'lifecycle.submit.decide' },
};

/** The forms to show for the actions allowed now, each once (reject shares the review form in review). */
export function formsFor(actions: readonly Action[]): ActionForm[] {
  const seen = new Set<string>();
  return actions
    .map((action) => ACTION_FORMS[action])
    .filter((form) => (seen.has(form.formId) ? false : (seen.add(form.formId), true)));
}
