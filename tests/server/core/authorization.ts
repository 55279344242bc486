import { get, type Entry } from './authorization-kit';

/** Who may call the core operations (the matrix: tests/server/core/authorization-matrix.test.ts). */
export const authorization: Record<string, Entry> = {
  // system and sign-in
  getHealth: { call: get('/health'), allowed: 'public' },
  getLatestBuild: { call: get('/builds/latest'), allowed: 'public' },
  getBuildMeta: { call: get('/builds/meta'), allowed: 'public' },
};
