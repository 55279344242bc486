import { get, type Entry } from '../core/authorization-kit';

/** Who may call the reports' operations (the matrix: tests/server/core/authorization-matrix.test.ts). */
export const authorization: Record<string, Entry> = {
  // every staff member, administrators included; nobody else learns a report exists
  listStaffReports: { call: get('/staff/reports'), allowed: ['staff'] },
  requestStaffReport: {
    call: () => ({ method: 'POST', url: '/staff/reports', payload: { kind: 'globalgap_certificates', from: '2025-01-01', to: '2025-01-31' } }),
    allowed: ['staff'],
  },
  downloadStaffReport: { call: get('/staff/reports/00000000-0000-4000-8000-000000000009/xlsx'), allowed: ['staff'] },
};
