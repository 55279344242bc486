import type { Transaction } from 'kysely';
import type { Database } from '../db/types';
import { ApiError } from '../errors';
import type { ApplicationRow, ApplicationsRepository } from '../repositories/applications';
import { activeStatuses } from './status';

type Answers = Record<string, unknown>;

const scopeOf = (answers: unknown): Record<string, unknown> => {
  const scope = (answers as Answers | null)?.scope;
  return scope && typeof scope === 'object' && !Array.isArray(scope) ? (scope as Record<string, unknown>) : {};
};

/** `answers.scope.standard` of a GLOBALG.A.P. application. */
export const standardOf = (answers: unknown): string | undefined => {
  const standard = scopeOf(answers).standard;
  return typeof standard === 'string' && standard !== '' ? standard : undefined;
};

/** `answers.scope.activities` of an organic application, as comparable keys. */
export const activitiesOf = (answers: unknown): Set<string> => {
  const activities = scopeOf(answers).activities;
  return new Set(Array.isArray(activities) ? activities.map((a) => JSON.stringify(a)) : []);
};

/**
 * The specification's rules between applications (§5): an active application for the chosen
 * standard blocks a new GLOBALG.A.P. one; an active organic application for the same
 * activities blocks a duplicate. "Active" is submitted up to certified: not a draft, not rejected.
 * Runs under the customer's lock (see `withCustomerLock`).
 */
export async function assertNotBlocked(
  applications: ApplicationsRepository,
  trx: Transaction<Database>,
  app: ApplicationRow,
  answers: Answers,
): Promise<void> {
  const others = await applications.othersOfCustomer(trx, app, activeStatuses);
  if (app.family === 'globalgap') {
    const standard = standardOf(answers);
    if (standard !== undefined && others.some((o) => standardOf(o.answers) === standard)) {
      throw new ApiError(409, 'errors.activeApplicationExists', `An active application for ${standard} exists`);
    }
    return;
  }
  const mine = activitiesOf(answers);
  if (others.some((o) => [...activitiesOf(o.answers)].some((a) => mine.has(a)))) {
    throw new ApiError(409, 'errors.duplicateOrganicApplication', 'An active organic application covers these activities');
  }
}
