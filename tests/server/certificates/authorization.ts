import { get, lifecycleCall, type Entry } from '../core/authorization-kit';

/** Who may call the certificates operations (the matrix: tests/server/core/authorization-matrix.test.ts). */
export const authorization: Record<string, Entry> = {
  // certificates: the draft has none, so those allowed hear 404 (PDF) or 409 (status); anyone may verify a code
  getCertificatePdf: { call: (f) => ({ method: 'GET', url: `/applications/${f.app}/certificate/pdf` }), allowed: ['farmer', 'consultant', 'employee', 'staff'] },
  changeCertificateStatus: {
    call: (f) => lifecycleCall(f, 'staff/applications/{id}/certificate/status', { change: 'suspend', reason: 'x', effective_from: '2030-01-01' }),
    allowed: ['staff'],
  },
  verifyCertificate: { call: get(`/verify/${'0'.repeat(64)}`), allowed: 'public' },
};
