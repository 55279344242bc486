import type { components } from '../../../api/schema.gen';

// Storybook only: what anyone reads without signing in, a certificate's public page and the
// public register, typed by the contract like api-fixtures.ts.

type Schemas = components['schemas'];

/** A certificate as its public page shows it: partly suspended, with its history and a change to come. */
export const publicCertificate: Schemas['PublicCertificate'] = {
  number: 'GR-BIO-03-2025-000187',
  standard: 'bio',
  holder: 'Μαρία Παππά',
  address: 'Αγίου Μηνά 12, 71201 Ηράκλειο',
  scope: 'Φυτική παραγωγή, μελισσοκομία',
  items: ['Ελαιόλαδο', 'Κρασί', 'Μέλι'],
  valid_from: '2025-07-01',
  valid_to: '2026-06-30',
  traces_number: 'TRACES.GR.2025.0001871',
  ggn: null,
  status: 'partially_suspended',
  suspended_items: ['Μέλι'],
  status_effective: '2026-02-01',
  status_until: '2026-05-01',
  scheduled: [{ status: 'valid', from: '2026-05-01', items: ['Μέλι'] }],
  issued_at: '2025-06-30',
  history: [
    { date: '2025-07-01', from: null, to: 'valid', items: [] },
    { date: '2026-02-01', from: 'valid', to: 'partially_suspended', items: ['Μέλι'] },
  ],
  body: { code: 'GR-BIO-03', email: 'info@agricert.example', phone: '+302310000000' },
};

/** The public register's rows: an organic certificate partly suspended, a GLOBALG.A.P. one valid. */
export const registerEntries: Schemas['PublicRegisterEntry'][] = [
  {
    number: publicCertificate.number,
    holder: publicCertificate.holder,
    town: 'Ηράκλειο',
    region: 'Κρήτη',
    regional_unit: 'Ηρακλείου',
    standard: 'bio',
    products: [
      { name: 'Ελαιόλαδο', status: 'valid' },
      { name: 'Κρασί', status: 'valid' },
      { name: 'Μέλι', status: 'suspended' },
    ],
    status: 'partially_suspended',
    valid_from: publicCertificate.valid_from,
    valid_to: publicCertificate.valid_to,
    ggn: null,
    traces_number: publicCertificate.traces_number,
    verify_path: `/verify/${publicCertificate.number}`,
    scheduled: publicCertificate.scheduled,
  },
  {
    number: 'GR-GG-2025-000090',
    holder: 'Αγρόκτημα Κρήτης Α.Ε.',
    town: 'Τυμπάκι',
    region: 'Κρήτη',
    regional_unit: 'Ηρακλείου',
    standard: 'globalgap',
    products: [
      { name: 'Ντομάτες', status: 'valid' },
      { name: 'Αγγούρια', status: 'valid' },
    ],
    status: 'valid',
    valid_from: '2025-09-01',
    valid_to: '2026-08-31',
    ggn: '4063061999999',
    traces_number: null,
    verify_path: '/verify/GR-GG-2025-000090',
    scheduled: [],
  },
];
