import { NC, lifecycleCall, fileRef, type Entry } from '../core/authorization-kit';

/** Who may call the sanctions operations (the matrix: tests/server/core/authorization-matrix.test.ts). */
export const authorization: Record<string, Entry> = {
  // sanctions on a certified operator (the draft has none: those allowed hear 409); a customer's inspection history
  imposeSanction: {
    call: (f) => lifecycleCall(f, 'staff/applications/{id}/sanctions', { kind: 'warning', reason: 'x', corrective_action: 'x', deadline: '2030-01-01' }),
    allowed: ['staff'],
  },
  answerSanction: { call: (f) => lifecycleCall(f, `applications/{id}/sanctions/${NC}/answer`, { documents: [fileRef(f)] }), allowed: ['farmer', 'consultant', 'employee'] },
  reviewSanction: { call: (f) => lifecycleCall(f, `staff/applications/{id}/sanctions/${NC}/review`, { outcome: 'lift' }), allowed: ['staff'] },
};
