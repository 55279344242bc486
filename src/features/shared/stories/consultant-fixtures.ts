import type { components } from '../../../api/schema.gen';
import { formFixture } from '../../../forms/form-fixtures';
import { companyCustomer, customer, myApplications, summary } from './api-fixtures';

// Storybook only: a consultant's customers and employees as the API answers them, typed by
// the contract (src/api/schema.gen.ts) like api-fixtures.ts.

type Schemas = components['schemas'];

const at = (day: string) => `${day}T09:30:00.000Z`;
const anna = { id: 41, name: 'Άννα Κωνσταντίνου' };
const petros = { id: 42, name: 'Πέτρος Λαμπράκης' };

/** The consultant's customer whose page the stories open: a company, from the customer form's sample answers. */
export const customerData = formFixture('forms/customer') as Schemas['CustomerData'];
export const consultantsCustomer: Schemas['Customer'] = {
  id: 51,
  full_name: customerData.fullName,
  type: customerData.type,
  status: 'approved',
  requested_by: 'consultant',
  identification: customerData.identification,
  email: customerData.email,
  country_id: customerData.country,
  assigned_employee: anna,
  created_at: at('2025-10-02'),
  profile_status: 'complete',
  data: customerData,
};

/**
 * The list in each status: approved (with an employee and without), a request the consultant
 * sent that waits for the customer's consent (only the tax number known), a customer's own
 * request to answer, a declined one.
 */
export const consultantsCustomers: Schemas['CustomerSummary'][] = [
  (({ data: _data, ...row }) => row)(consultantsCustomer),
  {
    id: customer.id,
    full_name: customer.name,
    type: 'individual',
    status: 'approved',
    requested_by: 'customer',
    identification: '123456789',
    email: 'maria@example.gr',
    country_id: 1,
    assigned_employee: null,
    created_at: at('2025-11-20'),
    // approved before completing the profile: the list says so
    profile_status: 'incomplete',
  },
  {
    id: 53,
    full_name: '',
    type: 'legal_entity',
    status: 'new_request',
    requested_by: 'consultant',
    identification: '998877665',
    email: '',
    country_id: 1,
    assigned_employee: null,
    created_at: at('2026-03-02'),
    profile_status: null,
  },
  {
    id: 54,
    full_name: 'Δημήτρης Καραλής',
    type: 'individual',
    status: 'new_request',
    requested_by: 'customer',
    identification: '087654321',
    email: 'dkaralis@example.gr',
    country_id: 1,
    assigned_employee: null,
    created_at: at('2026-03-05'),
    profile_status: null,
  },
  {
    id: 55,
    full_name: 'Σοφία Νικολάου',
    type: 'individual',
    status: 'declined',
    requested_by: 'customer',
    identification: '076543210',
    email: 'snikolaou@example.gr',
    country_id: 1,
    assigned_employee: null,
    created_at: at('2026-01-14'),
    profile_status: null,
  },
];

/** The customer's inspections as their page lists them: one with a finding still open. */
export const customersInspections: Schemas['InspectionHistoryItem'][] = [
  {
    application_id: myApplications[3].id,
    reference: myApplications[3].reference,
    type: 'globalgap',
    year: 2025,
    customer_id: consultantsCustomer.id,
    customer_name: consultantsCustomer.full_name,
    inspection_date: '2025-04-02',
    inspected_on: '2025-04-03',
    inspector: 'Ελένη Σταύρου',
    results: 'Ένα ελάσσον εύρημα στην ιχνηλασιμότητα.',
    status: 'certified',
    non_conformities_found: 1,
    non_conformities_closed: 0,
  },
];

/** The applications the consultant may hand an employee (drafts and submitted ones of their customers). */
export const consultantsApplications: Schemas['ApplicationSummary'][] = [
  summary({ id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1', reference: 'BIO-2026-000044', customer: { ...companyCustomer, id: consultantsCustomer.id }, assigned_employee: anna }),
  summary({ id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa2', reference: 'GG-2026-000052', type: 'globalgap', status: 'submitted', stage: { state: 'review', waiting_on: 'staff' }, current_step: null }),
];

/** Two employees: one with customers and applications assigned, one with nothing yet. */
export const consultantsEmployees: Schemas['Employee'][] = [
  {
    id: anna.id,
    full_name: anna.name,
    username: 'akonstantinou',
    email: 'anna@symvouloi.example.gr',
    customers: { items: [{ id: consultantsCustomer.id, name: consultantsCustomer.full_name }], nextCursor: null, total: 1 },
    applications: { items: [{ id: consultantsApplications[0].id, type: 'bio', year: 2026, status: 'draft' }], nextCursor: null, total: 1 },
  },
  {
    id: petros.id,
    full_name: petros.name,
    username: 'plamprakis',
    email: 'petros@symvouloi.example.gr',
    customers: { items: [], nextCursor: null, total: 0 },
    applications: { items: [], nextCursor: null, total: 0 },
  },
];
