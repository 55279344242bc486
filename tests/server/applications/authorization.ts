import { SIGNED_IN, get, type Entry } from '../core/authorization-kit';

/** Who may call the applications operations (the matrix: tests/server/core/authorization-matrix.test.ts). */
export const authorization: Record<string, Entry> = {
  // applications: the farmer's draft, not assigned to any employee
  listApplications: { call: get('/applications'), allowed: SIGNED_IN },
  listApplicationCustomers: { call: get('/applications/customers'), allowed: SIGNED_IN },
  getApplicationPdf: { call: (f) => ({ method: 'GET', url: `/applications/${f.app}/pdf` }), allowed: ['farmer', 'consultant', 'staff'] },
  // the standing order: whoever reads the (organic) application; the employee is on none of the farmer's
  getStandingOrderPdf: { call: (f) => ({ method: 'GET', url: `/applications/${f.bioApp}/standing-order/pdf` }), allowed: ['farmer', 'consultant', 'staff'] },
  createApplication: {
    call: (f) => ({ method: 'POST', url: '/applications', payload: { type: 'globalgap', customer_id: f.ids.farmer } }),
    allowed: ['farmer', 'consultant', 'employee'],
  },
  getApplication: { call: (f) => ({ method: 'GET', url: `/applications/${f.app}` }), allowed: ['farmer', 'consultant', 'staff'] },
  deleteApplication: { call: (f) => ({ method: 'DELETE', url: `/applications/${f.appToDelete}` }), allowed: ['farmer', 'consultant'] },
  saveApplicationAnswers: {
    call: (f) => ({ method: 'PUT', url: `/applications/${f.app}/answers`, payload: { answers: {}, row_version: 1 } }),
    allowed: ['farmer', 'consultant'],
  },
  submitApplication: {
    call: (f) => ({ method: 'POST', url: `/applications/${f.app}/submit`, payload: { row_version: 1 } }),
    allowed: ['farmer', 'consultant'],
  },
  // what a draft's move to today's questionnaire left to read: who may write the draft
  dismissRevisionNotice: { call: (f) => ({ method: 'DELETE', url: `/applications/${f.bioApp}/revision-notice` }), allowed: ['farmer', 'consultant'] },
  // notes: whoever sees the application, both sides
  listApplicationNotes: { call: (f) => ({ method: 'GET', url: `/applications/${f.app}/notes` }), allowed: ['farmer', 'consultant', 'employee', 'staff'] },
  sendApplicationNote: { call: (f) => ({ method: 'POST', url: `/applications/${f.app}/notes`, payload: { body: 'Ερώτηση' } }), allowed: ['farmer', 'consultant', 'employee', 'staff'] },
};
