import { get, type Entry } from '../core/authorization-kit';

/** Who may call the overview's operations (the matrix: tests/server/core/authorization-matrix.test.ts). */
export const authorization: Record<string, Entry> = {
  // every staff member, administrators included (an administrator is a staff member with the admin duty)
  getStaffOverview: { call: get('/staff/overview?standard=bio'), allowed: ['staff'] },
};
