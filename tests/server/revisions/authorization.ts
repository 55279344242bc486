import { SIGNED_IN, type Entry } from '../core/authorization-kit';

// A revision's hash: allowed callers are answered (404 for one the database does not hold),
// the others refused before anything is looked up.
const HASH = 'a'.repeat(64);

/** Who may call the questionnaire revisions' operations (the matrix: tests/server/core/authorization-matrix.test.ts). */
export const authorization: Record<string, Entry> = {
  // a revision's forms and texts are no secret: whoever is signed in may read one (a frozen application's page)
  getQuestionnaireRevision: { call: () => ({ method: 'GET', url: `/questionnaire-revisions/${HASH}` }), allowed: SIGNED_IN },
  compareQuestionnaireRevisions: { call: () => ({ method: 'GET', url: `/questionnaire-revisions/${HASH}/changes` }), allowed: ['staff'] },
};
