import { get, type Entry } from '../core/authorization-kit';

/** Who may call the register operations (the matrix: tests/server/core/authorization-matrix.test.ts). */
export const authorization: Record<string, Entry> = {
  exportRegister: { call: get('/staff/register.csv'), allowed: ['staff'] },
};
