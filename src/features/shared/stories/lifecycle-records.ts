import type { components } from '../../../api/schema.gen';
import { at } from './api-fixtures';
import { event, offerView, pdf, staffMember, theCustomer } from './lifecycle-start-fixtures';

// Storybook only: what an application's lifecycle past the offer records (the offer accepted,
// contracts, inspections, findings, the decision, the certificate, a sanction) and the history
// of events in order. The views of each state (lifecycle-fixtures.ts) are made of them.

type Schemas = components['schemas'];
type View = Schemas['LifecycleView'];

const noAbout = offerView.events[0].about;
export const inspector = { id: 32, name: 'Νίκος Δημητρίου' };

export const acceptedOffer: View['offers'][number] = {
  ...offerView.offers[0],
  reply: 'accepted',
  signed_document: pdf('77777777-7777-4777-8777-777777777771', 'offer-GG-2026-000031-signed.pdf'),
};

export const contractSent: View['contracts'][number] = {
  id: '77777777-7777-4777-8777-777777777772',
  duration_years: 3,
  start_date: '2026-04-01',
  documents: [pdf('77777777-7777-4777-8777-777777777773', 'contract-GG-2026-000031.pdf')],
  signed_document: null,
  signed_at: null,
  created_at: at('2026-03-12'),
};
export const contractSigned: View['contracts'][number] = {
  ...contractSent,
  signed_document: pdf('77777777-7777-4777-8777-777777777774', 'contract-GG-2026-000031-signed.pdf'),
  signed_at: at('2026-03-16'),
};

export const planned: View['inspections'][number] = {
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
export const documentsSent: View['inspections'][number] = {
  ...planned,
  customer_documents: [pdf('77777777-7777-4777-8777-777777777776', 'tetradio-agrou-2025.pdf')],
  customer_note: 'Οι αναλύσεις υπολειμμάτων θα σταλούν μόλις τις παραλάβουμε από το εργαστήριο.',
};
export const inspected: View['inspections'][number] = {
  ...documentsSent,
  inspected_on: '2026-05-12',
  results: 'Η ιχνηλασιμότητα και η αποθήκευση των φυτοπροστατευτικών χρειάζονται διορθώσεις· τα υπόλοιπα σημεία πληρούνται.',
  report: pdf('77777777-7777-4777-8777-777777777777', 'ekthesi-epitheorisis-GG-2026-000031.pdf'),
};

export const openFindings: View['non_conformities'] = [
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
export const answeredFindings: View['non_conformities'] = openFindings.map((nc, index) => ({
  ...nc,
  status: 'answered',
  response: 'confirm',
  response_note: index === 0 ? 'Συμπληρώσαμε τις παρτίδες στο τετράδιο· επισυνάπτεται η σελίδα.' : 'Τοποθετήθηκε κλειδαριά στην πόρτα της αποθήκης.',
  // (PDFs: a photo would be shown inline, read from a file store the stories do not have)
  evidence: [pdf(`88888888-8888-4888-8888-88888888889${index}`, index === 0 ? 'tetradio-maios.pdf' : 'apothiki-kleidaria.pdf')],
}));
export const closedFindings: View['non_conformities'] = answeredFindings.map((nc) => ({ ...nc, status: 'closed', review: 'accepted' }));

const certifiedItems = ['Ντομάτες', 'Αγγούρια'];
export const decision: NonNullable<View['decision']> = { outcome: 'certify', certified_items: certifiedItems, reasons: null, created_at: at('2026-06-20') };
export const certificateInForce: NonNullable<View['certificate']> = {
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
export const certificatePartlySuspended: NonNullable<View['certificate']> = {
  ...certificateInForce,
  status: 'partially_suspended',
  stored_status: 'partially_suspended',
  suspended_items: ['Αγγούρια'],
  status_reason: 'Υπολείμματα πάνω από το ανώτατο όριο σε δείγμα αγγουριών.',
  status_effective: '2026-09-01',
  status_until: '2026-12-01',
};
export const warning: Schemas['Sanction'] = {
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
export const history = [
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
export const historyUntil = (action: string) => history.slice(0, history.findIndex((e) => e.action === action) + 1);
