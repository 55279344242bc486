import type { Kysely, Transaction } from 'kysely';
import type { ApplicationStatus, Database } from '../core/db/types';
import { ApiError } from '../core/errors';
import type { ApplicationRow, ApplicationsRepository } from './store';
import { applicationReference } from './reference';

/** Statuses in which an application blocks another one for the same standard or activities: all but a draft and a rejection. */
const activeStatuses: readonly ApplicationStatus[] = ['submitted', 'finalized', 'in_inspection', 'in_veto_checking', 'certified', 'partially_certified'];

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

/**
 * What an organic application covers, as comparable keys: each activity for each sub-scope
 * (`answers.scope.activities` × `answers.scope.sub_scopes`). Two applications are duplicates
 * when they share one: production of plants blocks a second plant application, not a
 * beekeeping one.
 */
export const activitiesOf = (answers: unknown): Set<string> => {
  const { activities, sub_scopes: subScopes } = scopeOf(answers);
  const scopes = Array.isArray(subScopes) && subScopes.length ? subScopes : ['*'];
  const keys = Array.isArray(activities) ? activities.flatMap((a) => scopes.map((s) => JSON.stringify([s, a]))) : [];
  return new Set(keys);
};

interface Other {
  id: string;
  answers: unknown;
  year: number | null;
  status: ApplicationStatus;
  family: string;
  number: number;
  created_at: Date | string;
}

/** The period and purpose an application is for (`general.year`, `general.purpose`, or the row's). */
export interface Period {
  year?: number | null;
  purpose?: string | null;
}

/**
 * Continuing certification is the normal case: a renewal for a later year than a certified
 * application of the same scope continues it instead of duplicating it, while that
 * certificate runs. A second application for the same scope and the same year is refused.
 */
const renews = (period: Period, other: Other) =>
  period.purpose === 'renewal' && other.status === 'certified' && typeof period.year === 'number' && other.year !== null && period.year > other.year;

/** The active application of the same customer that this one's scope collides with, if any. */
function blockerOf(others: Other[], app: Pick<ApplicationRow, 'family'>, answers: Answers, period: Period): Other | undefined {
  const candidates = others.filter((o) => !renews(period, o));
  if (app.family === 'globalgap') {
    const standard = standardOf(answers);
    return standard === undefined ? undefined : candidates.find((o) => standardOf(o.answers) === standard);
  }
  const mine = activitiesOf(answers);
  return candidates.find((o) => [...activitiesOf(o.answers)].some((a) => mine.has(a)));
}

/** The refusal, naming the active application (year, type, reference) for the person and for API users. */
function blockedError(app: Pick<ApplicationRow, 'family'>, blocker: Other): ApiError {
  const globalgap = app.family === 'globalgap';
  const type = globalgap ? (standardOf(blocker.answers) ?? 'globalgap') : 'bio';
  // the reference people read (BIO-2026-000123); the id stays in the English text for API users
  const params = { year: blocker.year ?? '—', type, reference: applicationReference(blocker), status: blocker.status };
  const issue = {
    path: globalgap ? '/answers/scope/standard' : '/answers/scope/activities',
    keyword: 'activeApplication',
    messageId: globalgap ? 'applications.blocking.activeApplication' : 'applications.blocking.organicDuplicate',
    params,
  };
  return globalgap
    ? new ApiError(409, 'errors.activeApplicationExists', `An active application for ${type} exists: ${blocker.id} (${params.year}, ${blocker.status})`, [issue])
    : new ApiError(409, 'errors.duplicateOrganicApplication', `An active organic application covers these activities: ${blocker.id} (${params.year}, ${blocker.status})`, [issue]);
}

/**
 * The specification's rules between applications (§5): an active application for the chosen
 * standard blocks a new GLOBALG.A.P. one; an active organic application for the same
 * activities blocks a duplicate. "Active" is submitted up to certified: not a draft, not rejected.
 * A renewal for a later year than a certified application is no duplicate (`renews`).
 * At submission it runs under the customer's lock (see `withCustomerLock`).
 */
export async function assertNotBlocked(
  applications: ApplicationsRepository,
  trx: Kysely<Database> | Transaction<Database>,
  app: Pick<ApplicationRow, 'id' | 'owner_id' | 'family'>,
  answers: Answers,
  period: Period,
): Promise<void> {
  const others = await applications.othersOfCustomer(trx, app, activeStatuses);
  const blocker = blockerOf(others, app, answers, period);
  if (blocker) throw blockedError(app, blocker);
}

/**
 * The same rule when the application is started, that is when a save first names its standard
 * (GLOBALG.A.P.) or adds activities (organic): refused before anything else is asked. Saves
 * that leave the scope as stored are not checked again; submission checks once more.
 */
export async function assertNotBlockedOnStart(
  applications: ApplicationsRepository,
  db: Kysely<Database>,
  app: Pick<ApplicationRow, 'id' | 'owner_id' | 'family' | 'answers'>,
  answers: Answers,
  period: Period,
): Promise<void> {
  if (startsScope(app, answers)) await assertNotBlocked(applications, db, app, answers, period);
}

/** Whether `answers` name a standard (GLOBALG.A.P.) or activities (organic) the stored answers did not. */
export function startsScope(app: Pick<ApplicationRow, 'family' | 'answers'>, answers: Answers): boolean {
  return app.family === 'globalgap'
    ? standardOf(answers) !== undefined && standardOf(answers) !== standardOf(app.answers)
    : [...activitiesOf(answers)].some((a) => !activitiesOf(app.answers).has(a));
}
