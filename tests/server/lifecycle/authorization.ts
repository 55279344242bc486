import { get, NC, lifecycleCall, fileRef, type Entry } from '../core/authorization-kit';

/** Who may call the lifecycle operations (the matrix: tests/server/core/authorization-matrix.test.ts). */
export const authorization: Record<string, Entry> = {
  // certification lifecycle: the farmer's application is a draft, so those allowed hear 409;
  // the demo employee was assigned to it just above (assignApplicationEmployee) and acts for the customer
  getApplicationLifecycle: { call: (f) => ({ method: 'GET', url: `/applications/${f.app}/lifecycle` }), allowed: ['farmer', 'consultant', 'employee', 'staff'] },
  listStaffQueue: { call: get('/staff/applications?waiting_on=staff'), allowed: ['staff'] },
  getStaffQueueCounts: { call: get('/staff/queue-counts?waiting_on=staff'), allowed: ['staff'] },
  reviewApplication: { call: (f) => lifecycleCall(f, 'staff/applications/{id}/review', { outcome: 'complete', risk_level: 'low' }), allowed: ['staff'] },
  sendOffer: { call: (f) => lifecycleCall(f, 'staff/applications/{id}/offer', { amount: 1, expires_on: '2030-01-01' }), allowed: ['staff'] },
  replyToOffer: { call: (f) => lifecycleCall(f, 'applications/{id}/offer/reply', { reply: 'decline', decline_reason: 'x' }), allowed: ['farmer', 'consultant', 'employee'] },
  sendContract: { call: (f) => lifecycleCall(f, 'staff/applications/{id}/contract', { duration_years: 1, start_date: '2030-01-01' }), allowed: ['staff'] },
  signContract: { call: (f) => lifecycleCall(f, 'applications/{id}/contract/signature', { signed_contract: fileRef(f) }), allowed: ['farmer', 'consultant', 'employee'] },
  planInspection: { call: (f) => lifecycleCall(f, 'staff/applications/{id}/inspection', { inspection_date: '2030-01-01', inspector_id: f.ids.staff }), allowed: ['staff'] },
  assignReviewer: { call: (f) => ({ method: 'PUT', url: `/staff/applications/${f.app}/reviewer`, payload: { reviewer_id: f.ids.staff } }), allowed: ['staff'] },
  sendSupportingDocuments: { call: (f) => lifecycleCall(f, 'applications/{id}/inspection/documents', { documents: [fileRef(f)] }), allowed: ['farmer', 'consultant', 'employee'] },
  recordInspectionResults: { call: (f) => lifecycleCall(f, 'staff/applications/{id}/results', { inspected_on: '2026-03-10', results: 'x' }), allowed: ['staff'] },
  respondToNonConformity: {
    call: (f) => lifecycleCall(f, `applications/{id}/non-conformities/${NC}/response`, { response: 'recheck', note: 'x' }),
    allowed: ['farmer', 'consultant', 'employee'],
  },
  reviewNonConformity: { call: (f) => lifecycleCall(f, `staff/applications/{id}/non-conformities/${NC}/review`, { review: 'accepted' }), allowed: ['staff'] },
  listInspectionHistory: { call: (f) => ({ method: 'GET', url: `/inspection-history?customer_id=${f.ids.farmer}` }), allowed: ['farmer', 'consultant', 'employee', 'staff'] },
  decideCertification: { call: (f) => lifecycleCall(f, 'staff/applications/{id}/decision', { outcome: 'reject', reasons: 'x' }), allowed: ['staff'] },
};
