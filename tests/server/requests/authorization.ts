import { get, NC, fileRef, type Entry } from '../core/authorization-kit';

/** Who may call the requests operations (the matrix: tests/server/core/authorization-matrix.test.ts). */
export const authorization: Record<string, Entry> = {
  // certificate requests and invoices: the draft has no certificate (409) and no such request or
  // invoice (404) for those allowed; the customer side asks, staff answer, invoice and mark paid
  listCertificateRequests: { call: (f) => ({ method: 'GET', url: `/applications/${f.app}/certificate-requests` }), allowed: ['farmer', 'consultant', 'employee', 'staff'] },
  sendCertificateRequest: {
    call: (f) => ({ method: 'POST', url: `/applications/${f.app}/certificate-requests`, payload: { kind: 'attestation', attestation: 'conformity' } }),
    allowed: ['farmer', 'consultant', 'employee'],
  },
  answerCertificateRequest: {
    call: (f) => ({ method: 'POST', url: `/staff/applications/${f.app}/certificate-requests/${NC}/answer`, payload: { answer: 'refuse', reason: 'x' } }),
    allowed: ['staff'],
  },
  listOpenCertificateRequests: { call: get('/staff/certificate-requests'), allowed: ['staff'] },
  listInvoices: { call: (f) => ({ method: 'GET', url: `/applications/${f.app}/invoices` }), allowed: ['farmer', 'consultant', 'employee', 'staff'] },
  createInvoice: {
    call: (f) => ({ method: 'POST', url: `/staff/applications/${f.app}/invoices`, payload: { number: 'M-1', amount: 10, due_date: '2030-01-01', document: fileRef(f) } }),
    allowed: ['staff'],
  },
  setInvoicePaid: { call: (f) => ({ method: 'PUT', url: `/staff/applications/${f.app}/invoices/${NC}/payment`, payload: { paid: true } }), allowed: ['staff'] },
};
