import type { components } from '../../../api/schema.gen';
import type { Success } from './api-stub';
import type { WizardManifest } from '../../../engine/wizard';
import { formFixture } from '../../../forms/form-fixtures';
import { schemaCatalog } from '../../../forms/form-catalog';

// Storybook only: the API's answers the screens' stories show, typed by the contract
// (src/api/schema.gen.ts), so that a change of the contract fails tsc here too. Answers of an
// application are the forms' sample answers (schemas/fixtures/), as in the form stories.

type Schemas = components['schemas'];

export const customer: Schemas['ApplicationCustomer'] = { id: 7, name: 'Μαρία Παππά', company: null, country_id: 1 };
export const companyCustomer: Schemas['ApplicationCustomer'] = {
  id: 8,
  name: 'Γιώργος Αλεξίου',
  company: 'Αγρόκτημα Κρήτης Α.Ε. (ΑΦΜ 099999999)',
  position: 'ceo',
  country_id: 1,
};

/** A day's instant in the stories (09:30 UTC), as the API writes instants. */
export const at = (day: string) => `${day}T09:30:00.000Z`;

/** An application's row in a list. */
export function summary(overrides: Partial<Schemas['ApplicationSummary']> & Pick<Schemas['ApplicationSummary'], 'id' | 'reference'>): Schemas['ApplicationSummary'] {
  return {
    type: 'bio',
    status: 'draft',
    stage: null,
    certificate: null,
    year: 2026,
    purpose: 'initial',
    customer,
    assigned_employee: null,
    current_step: 'scope',
    created_at: at('2026-03-01'),
    updated_at: at('2026-03-04'),
    row_version: 3,
    ...overrides,
  };
}

/** A customer's applications in each main state: a draft, one whose offer waits on them, one certified, one suspended. */
export const myApplications: Schemas['ApplicationSummary'][] = [
  summary({ id: '11111111-1111-4111-8111-111111111111', reference: 'BIO-2026-000012' }),
  summary({
    id: '22222222-2222-4222-8222-222222222222',
    reference: 'GG-2026-000031',
    type: 'globalgap',
    status: 'submitted',
    stage: { state: 'offer_sent', waiting_on: 'customer' },
    current_step: null,
    updated_at: at('2026-03-20'),
  }),
  summary({
    id: '33333333-3333-4333-8333-333333333333',
    reference: 'BIO-2025-000187',
    year: 2025,
    status: 'certified',
    stage: { state: 'certified', waiting_on: null },
    certificate: { status: 'valid', suspended_items: [] },
    current_step: null,
    created_at: at('2025-02-10'),
    updated_at: at('2025-06-30'),
  }),
  summary({
    id: '44444444-4444-4444-8444-444444444444',
    reference: 'GG-2025-000090',
    type: 'globalgap',
    year: 2025,
    status: 'certified',
    stage: { state: 'certified', waiting_on: null },
    certificate: { status: 'partially_suspended', suspended_items: ['Ντομάτες'] },
    current_step: null,
    customer: companyCustomer,
    created_at: at('2025-01-15'),
    updated_at: at('2025-09-02'),
  }),
];

/** One page of a list, as every list answers (core/paging.ts). */
export const page = <T>(items: T[]) => ({ items, nextCursor: null, total: items.length });

const manifestOf = (id: string): WizardManifest => schemaCatalog.wizards.find((wizard) => wizard.id === id)!;

/**
 * Every step's sample answers of wizard `wizardId`, under the step ids; `minimal`: the smallest
 * sample a form has (`<form>.minimal.json`: organic beekeeping alone, GLOBALG.A.P. chain of
 * custody), which keeps a page of every answer short enough to check quickly.
 */
export function sampleAnswersOf(wizardId: string, { minimal = false } = {}): Record<string, unknown> {
  return Object.fromEntries(manifestOf(wizardId).steps.flatMap((step) => {
    const sample = (minimal ? formFixture(`${step.form}.minimal`) : undefined) ?? formFixture(step.form);
    return sample === undefined ? [] : [[step.id, sample]];
  }));
}

/** A draft with every step answered from the samples, open at `currentStep`. */
export function draftApplication(wizardId: 'bio' | 'globalgap', currentStep: string, { minimal = false } = {}): Schemas['Application'] {
  const row = myApplications[wizardId === 'bio' ? 0 : 1];
  return {
    ...row,
    type: wizardId,
    status: 'draft',
    stage: null,
    current_step: currentStep,
    wizard_id: wizardId,
    wizard_version: manifestOf(wizardId).version,
    answers: sampleAnswersOf(wizardId, { minimal }),
    submitted_at: null,
    created_by: 1,
    consultant_id: null,
    assigned_employee_id: null,
    editable: true,
  };
}

/** The signed-in customer's own profile, complete (an incomplete one shows a notice over the list). */
export const ownProfile: Schemas['Profile'] = {
  id: 1,
  username: 'mpappa',
  is_employee: false,
  role: 'client',
  type: 'individual',
  locale: 'el',
  status: 'active',
  profile_status: 'complete',
  user_details: { first_name: 'Μαρία', last_name: 'Παππά', email: 'maria@example.gr', phone: '+302810000000', country: { id: 1, code: 'GR' } },
};

/** Inspections of the customer's applications: one closed, one with a finding still open. */
export const inspectionHistory: Schemas['InspectionHistoryItem'][] = [
  {
    application_id: myApplications[2].id,
    reference: myApplications[2].reference,
    type: 'bio',
    year: 2025,
    customer_id: customer.id,
    customer_name: customer.name,
    inspection_date: '2025-05-14',
    inspected_on: '2025-05-14',
    inspector: 'Νίκος Δημητρίου',
    results: 'Χωρίς ευρήματα.',
    status: 'certified',
    non_conformities_found: 0,
    non_conformities_closed: 0,
  },
  {
    application_id: myApplications[3].id,
    reference: myApplications[3].reference,
    type: 'globalgap',
    year: 2025,
    customer_id: companyCustomer.id,
    customer_name: companyCustomer.company ?? companyCustomer.name,
    inspection_date: '2025-04-02',
    inspected_on: '2025-04-02',
    inspector: 'Ελένη Σταύρου',
    results: 'Ένα ελάσσον εύρημα στην ιχνηλασιμότητα.',
    status: 'certified',
    non_conformities_found: 1,
    non_conformities_closed: 0,
  },
];

/** The staff's queue: an application in each step, one overdue, one waiting on its customer. */
export const staffQueue: Schemas['QueueItem'][] = (
  [
    { state: 'review', step: 'review', waiting_on: 'staff', risk_level: null, overdue: false, due_at: at('2026-03-18') },
    { state: 'offer_sent', step: 'offer', waiting_on: 'customer', risk_level: 'low', overdue: false, due_at: at('2026-04-03') },
    { state: 'inspection_planning', step: 'inspection', waiting_on: 'staff', risk_level: 'high', overdue: true, due_at: at('2026-02-27') },
    { state: 'decision_pending', step: 'decision', waiting_on: 'staff', risk_level: 'medium', overdue: false, due_at: at('2026-03-30') },
  ] satisfies Pick<Schemas['QueueItem'], 'state' | 'step' | 'waiting_on' | 'risk_level' | 'overdue' | 'due_at'>[]
).map((stage, index) => {
  const row = [myApplications[1], myApplications[0], myApplications[3], myApplications[2]][index];
  return {
    id: row.id,
    reference: row.reference,
    type: row.type,
    status: index === 3 ? 'in_veto_checking' : index === 2 ? 'finalized' : 'submitted',
    certificate: null,
    ...stage,
    year: row.year,
    customer_name: row.customer.name,
    customer_company: row.customer.company ?? null,
    submitted_at: at('2026-03-04'),
    state_since: at('2026-03-04'),
  };
});

/** How many wait in each step (the queue's filter buttons), certificate requests and sanctions besides. */
export const staffQueueCounts: Success<'/staff/queue-counts', 'get'> = {
  steps: [
    { step: 'review', total: 4 },
    { step: 'offer', total: 2 },
    { step: 'contract', total: 0 },
    { step: 'inspection', total: 3 },
    { step: 'results', total: 1 },
    { step: 'decision', total: 1 },
  ],
  certificate_requests: { total: 2 },
  sanctions: { total: 1 },
};

/** The customer's profile filled from the profile form's sample answers (schemas/fixtures/forms/profile.json). */
export function filledProfile(): Schemas['Profile'] {
  const sample = formFixture('forms/profile') as Record<string, Record<string, unknown> | Record<string, unknown>[] | undefined>;
  const details = sample.user_details as Record<string, unknown>;
  return {
    ...ownProfile,
    user_details: { ...details, country: { id: Number(details.country), code: 'GR' } },
    handling_manager: (sample.handling_manager as Record<string, unknown> | undefined) ?? null,
    handling_sites: (sample.handling_sites as Record<string, unknown>[] | undefined) ?? [],
    accounting_details: (sample.accounting_details as Record<string, unknown> | undefined) ?? null,
  };
}

export const buildMeta: Schemas['BuildMeta'] = { buildId: 'story', version: '0.1.0', builtAt: '2026-03-01T08:00:00.000Z' };

/** The customer's consultants: one approved, one request of theirs still waiting. */
export const myConsultants: Schemas['MyConsultant'][] = [
  { consultant: { id: 21, name: 'Κώστας Ιωάννου' }, status: 'approved', requested_by: 'consultant', requested_at: at('2025-11-03') },
  { consultant: { id: 22, name: 'Άννα Μαρκάκη' }, status: 'new_request', requested_by: 'customer', requested_at: at('2026-03-02') },
];
