import type { components } from '../../../api/schema.gen';
import { customer, event, offerView, pdf, staffMember, stepsUpTo, submitted, theCustomer, view } from './api-fixtures';

// Storybook only: an application's lifecycle past the offer (contract, inspection,
// non-conformities, decision, certificate), each state as the API answers it, typed by the
// contract like api-fixtures.ts. Staff's views; `forCustomer` gives the customer side's
// (no staff names, no reviewer or inspector accounts), as the server does.

type Schemas = components['schemas'];
type View = Schemas['LifecycleView'];
type Application = Schemas['Application'];

const at = (day: string) => `${day}T09:30:00.000Z`;
const noAbout = offerView.events[0].about;
const inspector = { id: 32, name: 'Νίκος Δημητρίου' };

const acceptedOffer: View['offers'][number] = {
  ...offerView.offers[0],
  reply: 'accepted',
  signed_document: pdf('77777777-7777-4777-8777-777777777771', 'offer-GG-2026-000031-signed.pdf'),
};

const contractSent: View['contracts'][number] = {
  id: '77777777-7777-4777-8777-777777777772',
  duration_years: 3,
  start_date: '2026-04-01',
  documents: [pdf('77777777-7777-4777-8777-777777777773', 'contract-GG-2026-000031.pdf')],
  signed_document: null,
  signed_at: null,
  created_at: at('2026-03-12'),
};
const contractSigned: View['contracts'][number] = {
  ...contractSent,
  signed_document: pdf('77777777-7777-4777-8777-777777777774', 'contract-GG-2026-000031-signed.pdf'),
  signed_at: at('2026-03-16'),
};

const planned: View['inspections'][number] = {
  id: '77777777-7777-4777-8777-777777777775',
  inspection_date: '2026-05-12',
  inspector: inspector.name,
  inspector_id: inspector.id,
  preparation: 'Να είναι διαθέσιμα το τετράδιο αγρού και τα τιμολόγια αγοράς φυτοπροστατευτικών του τελευταίου έτους.',
  requested_documents: ['Τετράδιο αγρού', 'Αναλύσεις υπολειμμάτων'],
  customer_documents: [],
  customer_note: null,
  inspected_on: null,
  results: null,
  report: null,
  created_at: at('2026-03-20'),
};
const documentsSent: View['inspections'][number] = {
  ...planned,
  customer_documents: [pdf('77777777-7777-4777-8777-777777777776', 'tetradio-agrou-2025.pdf')],
  customer_note: 'Οι αναλύσεις υπολειμμάτων θα σταλούν μόλις τις παραλάβουμε από το εργαστήριο.',
};
const inspected: View['inspections'][number] = {
  ...documentsSent,
  inspected_on: '2026-05-12',
  results: 'Η ιχνηλασιμότητα και η αποθήκευση των φυτοπροστατευτικών χρειάζονται διορθώσεις· τα υπόλοιπα σημεία πληρούνται.',
  report: pdf('77777777-7777-4777-8777-777777777777', 'ekthesi-epitheorisis-GG-2026-000031.pdf'),
};

const openFindings: View['non_conformities'] = [
  {
    id: '88888888-8888-4888-8888-888888888881',
    position: 1,
    requirement: 'AF 4.1.1 Ιχνηλασιμότητα',
    finding: 'Το τετράδιο αγρού δεν γράφει τις παρτίδες συγκομιδής του Μαΐου.',
    severity: 'minor',
    deadline: '2026-06-12',
    overdue: false,
    status: 'open',
    response: null,
    response_note: null,
    evidence: [],
    review: null,
    review_note: null,
  },
  {
    id: '88888888-8888-4888-8888-888888888882',
    position: 2,
    requirement: 'CB 7.6.1 Αποθήκη φυτοπροστατευτικών',
    finding: 'Η αποθήκη των φυτοπροστατευτικών δεν κλειδώνει.',
    severity: 'major',
    deadline: '2026-05-26',
    overdue: false,
    status: 'open',
    response: null,
    response_note: null,
    evidence: [],
    review: null,
    review_note: null,
  },
];
const answeredFindings: View['non_conformities'] = openFindings.map((nc, index) => ({
  ...nc,
  status: 'answered',
  response: 'confirm',
  response_note: index === 0 ? 'Συμπληρώσαμε τις παρτίδες στο τετράδιο· επισυνάπτεται η σελίδα.' : 'Τοποθετήθηκε κλειδαριά στην πόρτα της αποθήκης.',
  // (PDFs: a photo would be shown inline, read from a file store the stories do not have)
  evidence: [pdf(`88888888-8888-4888-8888-88888888889${index}`, index === 0 ? 'tetradio-maios.pdf' : 'apothiki-kleidaria.pdf')],
}));
const closedFindings: View['non_conformities'] = answeredFindings.map((nc) => ({ ...nc, status: 'closed', review: 'accepted' }));

const certifiedItems = ['Ντομάτες', 'Αγγούρια'];
const decision: NonNullable<View['decision']> = { outcome: 'certify', certified_items: certifiedItems, reasons: null, created_at: at('2026-06-20') };
const certificateInForce: NonNullable<View['certificate']> = {
  number: 'GR-GG-2026-000031',
  valid_from: '2026-07-01',
  valid_to: '2027-06-30',
  scope: 'Φρούτα και λαχανικά, υπό κάλυψη',
  items: certifiedItems,
  traces_number: null,
  ggn: '4063061999999',
  status: 'valid',
  stored_status: 'active',
  suspended_items: [],
  status_reason: null,
  status_effective: null,
  status_until: null,
  verify_path: '/verify/GR-GG-2026-000031',
};
const certificatePartlySuspended: NonNullable<View['certificate']> = {
  ...certificateInForce,
  status: 'partially_suspended',
  stored_status: 'partially_suspended',
  suspended_items: ['Αγγούρια'],
  status_reason: 'Υπολείμματα πάνω από το ανώτατο όριο σε δείγμα αγγουριών.',
  status_effective: '2026-09-01',
  status_until: '2026-12-01',
};
const warning: Schemas['Sanction'] = {
  id: '99999999-9999-4999-8999-999999999991',
  position: 1,
  kind: 'warning',
  reason: 'Υπολείμματα πάνω από το ανώτατο όριο σε δείγμα αγγουριών.',
  corrective_action: 'Νέα ανάλυση υπολειμμάτων από διαπιστευμένο εργαστήριο και αρχείο ψεκασμών του καλοκαιριού.',
  deadline: '2026-10-15',
  overdue: false,
  status: 'imposed',
  waiting_on: 'customer',
  moves: [],
  documents: [],
  comment: null,
  answered_at: null,
  review_note: null,
  closed_at: null,
  created_at: at('2026-09-01'),
};

// what happened, in order; each state's history is the part up to it
const history = [
  ...offerView.events,
  event('accept_offer', '2026-03-10', 'offer_sent', 'contract_preparation', theCustomer),
  event('send_contract', '2026-03-12', 'contract_preparation', 'contract_sent', staffMember),
  event('sign_contract', '2026-03-16', 'contract_sent', 'inspection_planning', theCustomer),
  event('plan_inspection', '2026-03-20', 'inspection_planning', 'inspection_planned', staffMember),
  event('submit_supporting_documents', '2026-05-05', 'inspection_planned', 'inspection_documents_submitted', theCustomer),
  event('record_results', '2026-05-13', 'inspection_documents_submitted', 'nc_open', staffMember),
  { ...event('respond_nc', '2026-05-20', 'nc_open', 'nc_review', theCustomer), about: { ...noAbout, non_conformity: 2, outcome: 'confirm' } },
  { ...event('respond_nc', '2026-05-22', 'nc_review', 'nc_review', theCustomer), about: { ...noAbout, non_conformity: 1, outcome: 'confirm' } },
  event('review_nc', '2026-06-02', 'nc_review', 'decision_pending', staffMember),
  event('decide', '2026-06-20', 'decision_pending', 'certified', staffMember),
  { ...event('change_certificate', '2026-09-01', 'certified', 'certified', staffMember), about: { ...noAbout, change: 'suspend_partially' } },
  { ...event('impose_sanction', '2026-09-01', 'certified', 'certified', staffMember), about: { ...noAbout, sanction: 1, kind: 'warning' } },
];
const historyUntil = (action: string) => history.slice(0, history.findIndex((e) => e.action === action) + 1);

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
