import type { components } from '../../../api/schema.gen';
import type { Success } from './api-stub';
import { at, customer, draftApplication, myApplications } from './api-fixtures';

// Storybook only: an application's lifecycle up to the offer (its review, the offer sent), as
// the API answers it, typed by the contract like api-fixtures.ts; the states past the offer
// are in lifecycle-fixtures.ts. Also the pieces every lifecycle view is made of.

type Schemas = components['schemas'];
type View = Schemas['LifecycleView'];
type Step = View['steps'][number]['step'];
const STEPS: Step[] = ['review', 'offer', 'contract', 'inspection', 'results', 'decision'];
/** The six steps, those before `current` done, `current` in process. */
export const stepsUpTo = (current: Step | null): View['steps'] =>
  STEPS.map((step, index) => ({ step, state: current === null || index < STEPS.indexOf(current) ? 'confirmed' : step === current ? 'in_process' : 'pending', detail: null }));

export const pdf = (id: string, name: string): Schemas['LifecycleDocument'] => ({ id, name, size: 182_344, media_type: 'application/pdf', download_url: `/api/files/${id}/content?token=story` });

// the customer's application whose offer waits on them (api-fixtures.ts)
const submittedApplication = myApplications[1];
export const event = (action: string, day: string, from: string | null, to: string | null, actor: Pick<Schemas['HistoryEvent'], 'actor_name' | 'actor_role'>): Schemas['HistoryEvent'] => ({
  action,
  ...actor,
  actor_company: null,
  from_state: from,
  to_state: to,
  at: at(day),
  about: { sanction: null, non_conformity: null, change: null, kind: null, outcome: null, note: null, person: null, reference: null },
});
export const staffMember = { actor_name: 'Ελένη Σταύρου', actor_role: 'staff' } as const;
export const theCustomer = { actor_name: customer.name, actor_role: 'customer' } as const;

/** A lifecycle view: the application's facts and nothing recorded yet (each state adds its records). */
export function view(state: Schemas['LifecycleState'], waiting: View['waiting_on'], actions: View['actions'], step: Step | null): View {
  return {
    application: {
      reviewer_id: 31,
      reviewer_name: staffMember.actor_name,
      id: submittedApplication.id,
      reference: submittedApplication.reference,
      type: submittedApplication.type,
      status: state === 'certified' ? 'certified' : 'submitted',
      state,
      year: submittedApplication.year,
      customer_name: customer.name,
      risk_level: 'low',
      row_version: 9,
      submitted_at: at('2026-03-04'),
      state_since: at('2026-03-04'),
    },
    steps: stepsUpTo(step),
    waiting_on: waiting,
    actions,
    reviews: [],
    offers: [],
    contracts: [],
    inspections: [],
    non_conformities: [],
    decision: null,
    certificate: null,
    sanctions: [],
    events: [event('submit', '2026-03-04', 'draft', 'review', theCustomer)],
  };
}

/** Staff's first move: the submitted application waits for its review. */
export const reviewView: View = view('review', 'staff', ['complete_review', 'request_completion', 'reject'], 'review');

/** The customer's move: an offer waits for their answer. */
export const offerView: View = {
  ...view('offer_sent', 'customer', ['accept_offer', 'decline_offer'], 'offer'),
  reviews: [{ outcome: 'complete', risk_level: 'low', transfer_reviewed: false, reopen_steps: [], notes: null, created_at: at('2026-03-06') }],
  offers: [
    {
      id: '55555555-5555-4555-8555-555555555555',
      amount: 850,
      fees: 120,
      expires_on: '2026-04-03',
      expired: false,
      notes: 'Περιλαμβάνει μία επιθεώρηση και τα έξοδα μετακίνησης.',
      document: pdf('66666666-6666-4666-8666-666666666666', 'offer-GG-2026-000031.pdf'),
      recipient: 'customer',
      signed_document: null,
      reply: null,
      decline_reason: null,
      created_at: at('2026-03-07'),
    },
  ],
  events: [
    event('submit', '2026-03-04', 'draft', 'review', theCustomer),
    event('complete_review', '2026-03-06', 'review', 'offer_preparation', staffMember),
    event('send_offer', '2026-03-07', 'offer_preparation', 'offer_sent', staffMember),
  ],
};

/** An answer of the application's calls the lifecycle panel makes beside its view (none yet). */
export const noNotes: Success<'/applications/{id}/notes', 'get'> = { items: [], nextCursor: null };
export const noCertificateRequests: Success<'/applications/{id}/certificate-requests', 'get'> = { items: [], nextCursor: null };
export const noInvoices: Success<'/applications/{id}/invoices', 'get'> = { items: [], nextCursor: null };

/** The application the lifecycle views are of, submitted with the samples' answers. */
export const submitted: Schemas['Application'] = {
  ...draftApplication('globalgap', 'submission', { minimal: true }),
  status: 'submitted',
  stage: { state: 'offer_sent', waiting_on: 'customer' },
  current_step: null,
  submitted_at: at('2026-03-04'),
  editable: false,
};
