import { SIGNED_IN, type Entry } from '../core/authorization-kit';

/** Who may call the contact operations (the matrix: tests/server/core/authorization-matrix.test.ts). */
export const authorization: Record<string, Entry> = {
  sendContactMessage: { call: () => ({ method: 'POST', url: '/contact', payload: { subject: 'a', description: 'b' } }), allowed: SIGNED_IN },
};
