import type { components } from '../../../api/schema.gen';
import { customer } from './api-fixtures';
import { offerView, staffMember, stepsUpTo, submitted, view } from './lifecycle-start-fixtures';
import {
  acceptedOffer,
  answeredFindings,
  certificateInForce,
  certificatePartlySuspended,
  closedFindings,
  contractSent,
  contractSigned,
  decision,
  documentsSent,
  history,
  historyUntil,
  inspected,
  inspector,
  openFindings,
  planned,
  warning,
} from './lifecycle-records';

// Storybook only: an application's lifecycle past the offer (contract, inspection,
// non-conformities, decision, certificate), each state as the API answers it, typed by the
// contract like api-fixtures.ts. Staff's views; `forCustomer` gives the customer side's
// (no staff names, no reviewer or inspector accounts), as the server does.

type Schemas = components['schemas'];
type View = Schemas['LifecycleView'];
type Application = Schemas['Application'];

const base = (state: Schemas['LifecycleState'], waiting: View['waiting_on'], actions: View['actions'], step: Parameters<typeof stepsUpTo>[0], last: string): View => ({
  ...view(state, waiting, actions, step),
  reviews: offerView.reviews,
  offers: [acceptedOffer],
  events: historyUntil(last),
});

/** The contract sent, waiting for the customer's signature. */
export const contractSentView: View = { ...base('contract_sent', 'customer', ['send_contract', 'sign_contract'], 'contract', 'send_contract'), contracts: [contractSent] };

/** The contract signed: staff plan the inspection. */
export const inspectionPlanningView: View = {
  ...base('inspection_planning', 'staff', ['plan_inspection'], 'inspection', 'sign_contract'),
  contracts: [contractSigned],
};

/** The inspection planned: the customer sends the documents asked for. */
export const inspectionPlannedView: View = {
  ...base('inspection_planned', 'customer', ['submit_supporting_documents', 'plan_inspection', 'record_results'], 'inspection', 'plan_inspection'),
  contracts: [contractSigned],
  inspections: [planned],
};

/** The customer's documents in: staff record the inspection's results. */
export const documentsSubmittedView: View = {
  ...base('inspection_documents_submitted', 'staff', ['plan_inspection', 'record_results'], 'results', 'submit_supporting_documents'),
  contracts: [contractSigned],
  inspections: [documentsSent],
};

/** The results recorded with two findings the customer must answer. */
export const ncOpenView: View = {
  ...base('nc_open', 'customer', ['respond_nc', 'review_nc'], 'results', 'record_results'),
  contracts: [contractSigned],
  inspections: [inspected],
  non_conformities: openFindings,
};

/** Both findings answered with their evidence: staff accept or return each. */
export const ncReviewView: View = {
  ...base('nc_review', 'staff', ['respond_nc', 'review_nc'], 'results', 'respond_nc'),
  contracts: [contractSigned],
  inspections: [inspected],
  non_conformities: answeredFindings,
  events: history.slice(0, history.findIndex((e) => e.action === 'review_nc')),
};

/** The findings closed: staff decide on the certificate. */
export const decisionPendingView: View = {
  ...base('decision_pending', 'staff', ['decide'], 'decision', 'review_nc'),
  contracts: [contractSigned],
  inspections: [inspected],
  non_conformities: closedFindings,
};

const certifiedSteps = (detail: View['steps'][number]['detail'], sanctions: boolean): View['steps'] => [
  ...stepsUpTo(null),
  { step: 'certificate', state: 'confirmed', detail },
  ...(sanctions ? [{ step: 'sanctions', state: 'in_process', detail: null } as const] : []),
];

/** Certified: the certificate in force. */
export const certifiedView: View = {
  ...base('certified', null, ['change_certificate', 'impose_sanction'], null, 'decide'),
  contracts: [contractSigned],
  inspections: [inspected],
  non_conformities: closedFindings,
  steps: certifiedSteps('valid', false),
  decision,
  certificate: certificateInForce,
};

/** The certificate partly suspended (one product) with a warning whose corrective action the customer owes. */
export const partlySuspendedView: View = {
  ...certifiedView,
  actions: ['change_certificate', 'impose_sanction', 'escalate_sanction'],
  steps: certifiedSteps('partially_suspended', true),
  certificate: certificatePartlySuspended,
  // while the customer owes the corrective action, staff may only escalate it
  sanctions: [{ ...warning, moves: ['escalate'] }],
  events: history,
};

/** The same state as the customer side reads it: staff unnamed, no reviewer or inspector account, only the customer's own actions. */
export function forCustomer(staffView: View, actions: View['actions']): View {
  return {
    ...staffView,
    application: { ...staffView.application, reviewer_id: null, reviewer_name: null },
    actions,
    inspections: staffView.inspections.map((inspection) => ({ ...inspection, inspector_id: null })),
    sanctions: staffView.sanctions.map((sanction) => ({ ...sanction, moves: actions.includes('answer_sanction') ? ['answer'] : [] })),
    events: staffView.events.map((e) => (e.actor_role === 'staff' ? { ...e, actor_name: null } : e)),
  };
}

/** The application of a view, as GET /applications/{id} answers it (its stage and certificate). */
export function applicationAt(lifecycle: View): Application {
  const certified = lifecycle.certificate !== null;
  return {
    ...submitted,
    status: certified ? 'certified' : 'submitted',
    stage: { state: lifecycle.application.state ?? 'review', waiting_on: lifecycle.waiting_on },
    certificate: lifecycle.certificate && { status: lifecycle.certificate.status, suspended_items: lifecycle.certificate.suspended_items },
  };
}

/** The application's inspection as the inspection history lists it, once it took place. */
export const inspectionOfApplication: Schemas['InspectionHistoryItem'] = {
  application_id: submitted.id,
  reference: submitted.reference,
  type: submitted.type,
  year: submitted.year,
  customer_id: customer.id,
  customer_name: customer.name,
  inspection_date: inspected.inspection_date,
  inspected_on: inspected.inspected_on,
  inspector: inspector.name,
  results: inspected.results,
  status: 'submitted',
  non_conformities_found: 2,
  non_conformities_closed: 0,
};

/** The inspectors staff choose from when planning. */
export const inspectors = { items: [{ id: 31, name: staffMember.actor_name }, inspector] };
