import { get, type Entry } from '../core/authorization-kit';

/** Who may call the register operations (the matrix: tests/server/core/authorization-matrix.test.ts). */
export const authorization: Record<string, Entry> = {
  exportRegister: { call: get('/staff/register.csv'), allowed: ['staff'] },
  searchPublicRegister: { call: get('/public/register'), allowed: 'public' },
  exportPublicRegisterJson: { call: get('/public/register.json'), allowed: 'public' },
  exportPublicRegisterCsv: { call: get('/public/register.csv'), allowed: 'public' },
};
