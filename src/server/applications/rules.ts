import type { Kysely, Transaction } from 'kysely';
import type { ApplicationStatus, Database } from '../core/db/types';
import { ApiError } from '../core/errors';
import type { ApplicationRow, ApplicationsRepository } from './store';
import { applicationReference } from './reference';
import type { WizardManifest } from '../../engine/wizard.ts';
import { coveredKeys, valuesAt } from '../../engine/wizard-one-active.ts';
import { resolvePointer } from '../../engine/json-pointer.ts';

/** Statuses in which an application blocks another one for the same standard or activities: all but a draft and a rejection. */
const activeStatuses: readonly ApplicationStatus[] = ['submitted', 'finalized', 'in_inspection', 'in_veto_checking', 'certified', 'partially_certified'];

type Answers = Record<string, unknown>;

/** What the duplicate rule compares: the manifest's `oneActiveApplicationPer` (schemas/wizards/*.json). */
export type OneActivePer = Pick<WizardManifest, 'oneActiveApplicationPer'>;

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

/** The active application of the same customer whose answers cover something this one's cover (`coveredKeys`), if any. */
function blockerOf(others: Other[], per: OneActivePer, answers: Answers, period: Period): Other | undefined {
  const mine = coveredKeys(per, answers);
  if (!mine.size) return undefined;
  return others.filter((o) => !renews(period, o)).find((o) => [...coveredKeys(per, o.answers)].some((key) => mine.has(key)));
}

/** The refusal, naming the active application (year, type, reference) for the person and for API users. */
function blockedError(app: Pick<ApplicationRow, 'family'>, per: OneActivePer, blocker: Other): ApiError {
  const globalgap = app.family === 'globalgap';
  // GLOBALG.A.P. names the standard: the blocker's answer at the first compared pointer
  const first = per.oneActiveApplicationPer?.[0];
  const named = first ? resolvePointer(blocker.answers, first).value : undefined;
  const type = globalgap ? (typeof named === 'string' && named !== '' ? named : 'globalgap') : 'bio';
  // the reference people read (BIO-2026-000123); the id stays in the English text for API users
  // and its id, for the screen's link to it (the person may open it: it is the same customer's)
  const params = { year: blocker.year ?? '—', type, reference: applicationReference(blocker), status: blocker.status, id: blocker.id };
  const issue = {
    path: `/answers${first ?? ''}`,
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
  per: OneActivePer,
  answers: Answers,
  period: Period,
): Promise<void> {
  const pointer = per.oneActiveApplicationPer?.[0];
  if (!pointer || !coveredKeys(per, answers).size) return;
  // only the applications that answer the first compared pointer alike can share a key: the
  // database is asked for those alone (indexed), the rule compares their keys here
  const values = valuesAt(answers, pointer);
  const renewalOf = period.purpose === 'renewal' && typeof period.year === 'number' ? period.year : undefined;
  const others = await applications.othersThatMayClash(trx, app, activeStatuses, { pointer, values, renewalOf });
  const blocker = blockerOf(others, per, answers, period);
  if (blocker) throw blockedError(app, per, blocker);
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
  per: OneActivePer,
  answers: Answers,
  period: Period,
): Promise<void> {
  if (startsScope(app, per, answers)) await assertNotBlocked(applications, db, app, per, answers, period);
}

/** Whether `answers` cover something (a standard, an activity for a sub-scope) the stored answers did not. */
export function startsScope(app: Pick<ApplicationRow, 'answers'>, per: OneActivePer, answers: Answers): boolean {
  const stored = coveredKeys(per, app.answers);
  return [...coveredKeys(per, answers)].some((key) => !stored.has(key));
}
