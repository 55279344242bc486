import { newCustomer } from './helpers';
import { get, type Entry } from '../core/authorization-kit';

/** Who may call the customers operations (the matrix: tests/server/core/authorization-matrix.test.ts). */
export const authorization: Record<string, Entry> = {
  listConsultantRegistrations: { call: get('/staff/consultants'), allowed: ['staff'] },
  decideConsultantRegistration: {
    call: () => ({ method: 'POST', url: '/staff/consultants/2147483000/decision', payload: { decision: 'decline' } }),
    allowed: ['staff'],
  },
  listCustomerRequests: { call: get('/staff/customer-requests'), allowed: ['staff'] },
  // customers: the demo consultant's
  listCustomers: { call: get('/customers'), allowed: ['consultant', 'otherConsultant'] },
  createCustomer: { call: () => ({ method: 'POST', url: '/customers', payload: newCustomer() }), allowed: ['consultant', 'otherConsultant'] },
  linkCustomer: {
    call: () => ({ method: 'POST', url: '/customers/link', payload: { country: 1, identification: '094259216' } }),
    allowed: ['consultant', 'otherConsultant'],
  },
  deleteCustomers: { call: (f) => ({ method: 'POST', url: '/customers/delete', payload: { ids: [f.ids.farmerEs] } }), allowed: ['consultant'] },
  getCustomer: { call: (f) => ({ method: 'GET', url: `/customers/${f.ids.farmer}` }), allowed: ['consultant'] },
  updateCustomer: {
    call: (f) => ({
      method: 'PUT',
      url: `/customers/${f.ids.farmer}`,
      payload: newCustomer({ identification: '094259216', fullName: 'Γιώργος Παπαδόπουλος' }),
    }),
    allowed: ['consultant'],
  },
  // the other farmer asked the demo consultant: only that consultant answers
  decideCustomerRequest: {
    call: (f) => ({
      method: 'POST',
      url: `/customers/${f.ids.otherFarmer}/decision`,
      payload: { decision: 'approved', consultant_id: f.ids.consultant },
    }),
    allowed: ['consultant'],
  },
  assignCustomerEmployee: {
    call: (f) => ({ method: 'PUT', url: `/customers/${f.ids.farmer}/employee`, payload: { employee_id: f.ids.employee } }),
    allowed: ['consultant'],
  },
  listMyConsultants: { call: get('/consultant-requests'), allowed: ['farmer', 'otherFarmer'] },
  requestConsultant: {
    call: () => ({ method: 'POST', url: '/consultant-requests', payload: { identification: '997108060' } }),
    allowed: ['farmer', 'otherFarmer'],
  },
};
