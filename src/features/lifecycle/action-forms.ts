import { ACTIONS, ACTION_OPERATIONS, type Action, type LifecycleState } from '../../lifecycle/index.ts';
import type { UiSchema } from '@rjsf/utils';
import type { CertificateChoices } from './certificate-choices';
import type { ActionPath, LifecycleView } from './lifecycle-api';

const SANCTION_REVIEW = {
  submitId: 'sanctions.submit.review',
  perSanction: 'review',
} as const;

/** Sanctions: staff impose one; the customer side answers each; staff lift, return or escalate each. */
const SANCTION_FORMS = {
  impose_sanction: { submitId: 'sanctions.submit.impose' },
  answer_sanction: {
    submitId: 'sanctions.submit.answer',
    perSanction: 'answer',
    keptOnDevice: true,
  },
  lift_sanction: SANCTION_REVIEW,
  return_sanction: SANCTION_REVIEW,
  escalate_sanction: SANCTION_REVIEW,
} satisfies Partial<Record<Action, ActionExtras>>;

export interface ActionForm {
  /** The form under schemas/. */
  formId: string;
  path: ActionPath;
  /** Message id of the submit button. */
  submitId: string;
  /** One form per non-conformity in this status (the NC answers and reviews). */
  perNonConformity?: 'open' | 'answered';
  /** One form per sanction on which the reader may make this move now (answer, or staff's review). */
  perSanction?: 'answer' | 'review';
  /** The form's data to start from. */
  initial?: Record<string, unknown>;
  /**
   * When the action can be taken again (a corrected offer, contract or plan), the form starts
   * from what was sent last, so staff change one value instead of typing everything again.
   */
  again?: (view: LifecycleView) => Record<string, unknown> | undefined;
  /** Whom the form's person field offers: the active inspectors (the plan's `inspector_id`). */
  people?: 'inspector';
  /**
   * A record the reader needs in front of them to answer: the plan the documents are for, the
   * offer or contract the form asks them to sign (its download inside the form that asks).
   */
  context?: 'inspection-plan' | 'offer' | 'contract';
  /**
   * What the form offers and starts from, out of the application and its certificate: the
   * products and units to pick rather than type, the GGN to confirm.
   */
  fit?: (view: LifecycleView, choices: CertificateChoices | undefined) => { initial?: Record<string, unknown>; ui?: UiSchema };
  /**
   * The states in which this form's step is done but may be taken again (a corrected offer, a
   * moved inspection, the rejection still open after the review): the form starts closed into
   * a line of what was sent, when and by whom, and `openId` names the button that opens it.
   */
  closedIn?: { states: readonly LifecycleState[]; openId: string };
  /**
   * The customer's answers are kept on this device as typed (src/features/shared/form-copies.ts):
   * answered at the parcel without signal, with photos attached meanwhile, and sent once online.
   */
  keptOnDevice?: true;
}

/**
 * The decision offers the application's products and units, all ticked (staff untick what a
 * partial certification leaves out), the applicant's GGN to confirm, and only the number its
 * standard's certificate carries (TRACES for organic, the GGN for GLOBALG.A.P.).
 */
const decisionFit: ActionForm['fit'] = (_view, choices) => {
  if (!choices) return {};
  return {
    initial: { ...(choices.items.length ? { certified_items: choices.items } : {}), ...(choices.holderNumber ? { ggn: choices.holderNumber } : {}) },
    ui: {
      certified_items: { 'ui:options': { choices: choices.items } },
      [choices.standard === 'bio' ? 'ggn' : 'traces_number']: { 'ui:widget': 'hidden' },
    },
  };
};

/** A partial suspension picks among the certificate's own products, as it spells them. */
const certificateChangeFit: ActionForm['fit'] = (view) => ({ ui: { items: { 'ui:options': { choices: view.certificate?.items ?? [] } } } });

const withoutNulls = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined));

const lastOffer = (view: LifecycleView) => {
  const offer = view.offers.at(-1);
  return offer && withoutNulls({ amount: offer.amount, fees: offer.fees, expires_on: offer.expires_on, notes: offer.notes });
};
const lastContract = (view: LifecycleView) => {
  const contract = view.contracts.at(-1);
  return contract && { duration_years: contract.duration_years, start_date: contract.start_date };
};
const lastPlan = (view: LifecycleView) => {
  const plan = view.inspections.at(-1);
  return (
    plan &&
    withoutNulls({
      inspection_date: plan.inspection_date,
      // an older plan named its inspector only in words: staff choose the account anew
      inspector_id: plan.inspector_id,
      preparation: plan.preparation,
      requested_documents: plan.requested_documents.length ? plan.requested_documents : undefined,
    })
  );
};

/** Today as the server counts days (UTC), which decides what is in the future. */
const todayOnServer = () => new Date().toISOString().slice(0, 10);

/** The results start from the planned day (staff change it when the visit moved), never from a day still to come. */
const inspectedOnFit: ActionForm['fit'] = (view) => {
  const planned = view.inspections.at(-1)?.inspection_date;
  const today = todayOnServer();
  return { initial: { inspected_on: planned && planned <= today ? planned : today } };
};

/** The form's starting data for this reader now. */
export const initialData = (form: ActionForm, view: LifecycleView, choices?: CertificateChoices): Record<string, unknown> => ({
  ...(form.initial ?? {}),
  ...(form.fit?.(view, choices).initial ?? {}),
  ...(form.again?.(view) ?? {}),
});

/** What the screen adds to each action's form and operation (declared in src/lifecycle/transitions.ts). */
type ActionExtras = Omit<ActionForm, 'formId' | 'path'>;

const EXTRAS: Record<Action, ActionExtras> = {
  complete_review: { submitId: 'lifecycle.submit.review' },
  request_completion: { submitId: 'lifecycle.submit.review' },
  reject: {
    submitId: 'lifecycle.submit.review',
    initial: { outcome: 'reject' },
    closedIn: { states: ['offer_preparation', 'offer_declined'], openId: 'lifecycle.again.reject' },
  },
  send_offer: {
    submitId: 'lifecycle.submit.sendOffer',
    again: lastOffer,
    closedIn: { states: ['offer_sent'], openId: 'lifecycle.again.offer' },
  },
  accept_offer: { submitId: 'lifecycle.submit.offerReply', keptOnDevice: true, context: 'offer' },
  decline_offer: { submitId: 'lifecycle.submit.offerReply', keptOnDevice: true, context: 'offer' },
  send_contract: {
    submitId: 'lifecycle.submit.sendContract',
    again: lastContract,
    closedIn: { states: ['contract_sent'], openId: 'lifecycle.again.contract' },
  },
  sign_contract: { submitId: 'lifecycle.submit.signContract', keptOnDevice: true, context: 'contract' },
  plan_inspection: {
    submitId: 'lifecycle.submit.planInspection',
    people: 'inspector',
    again: lastPlan,
    closedIn: { states: ['inspection_planned', 'inspection_documents_submitted'], openId: 'lifecycle.again.plan' },
  },
  submit_supporting_documents: {
    submitId: 'lifecycle.submit.sendDocuments',
    context: 'inspection-plan',
    keptOnDevice: true,
  },
  record_results: {
    submitId: 'lifecycle.submit.recordResults',
    context: 'inspection-plan',
    fit: inspectedOnFit,
  },
  respond_nc: {
    submitId: 'lifecycle.submit.ncResponse',
    perNonConformity: 'open',
    keptOnDevice: true,
  },
  review_nc: {
    submitId: 'lifecycle.submit.ncReview',
    perNonConformity: 'answered',
  },
  decide: { submitId: 'lifecycle.submit.decide', fit: decisionFit },
  change_certificate: {
    submitId: 'lifecycle.submit.changeCertificate',
    initial: { effective_from: todayOnServer() },
    fit: certificateChangeFit,
  },
  ...SANCTION_FORMS,
};

/** The form each action is taken with; several actions share one (review, offer reply). */
export const ACTION_FORMS = Object.fromEntries(
  ACTIONS.map((action): [Action, ActionForm] => [
    action,
    { formId: ACTION_OPERATIONS[action].form, path: ACTION_OPERATIONS[action].path, ...EXTRAS[action] },
  ]),
) as Record<Action, ActionForm>;

/** Every action taken with this form (the review's three outcomes share one). */
export const actionsOfForm = (formId: string): Action[] =>
  (Object.keys(ACTION_FORMS) as Action[]).filter((action) => ACTION_FORMS[action].formId === formId);

/** The forms to show for the actions allowed now, each once (reject shares the review form in review). */
export function formsFor(actions: readonly Action[]): ActionForm[] {
  const seen = new Set<string>();
  return actions
    .map((action) => ACTION_FORMS[action])
    .filter((form) => (seen.has(form.formId) ? false : (seen.add(form.formId), true)));
}
