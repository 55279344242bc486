import { filesRepository } from './store';
import { isKept, ORGANIC_RETENTION_YEARS, unreferencedFiles } from './retention-store';
import type { JobContext } from '../daily-jobs';

/**
 * How long an upload nothing refers to is kept. A document is uploaded before the form that
 * names it is saved (a draft saves a moment later, or when the device is back online; a
 * lifecycle form is sent when the person is done with it): a week covers a draft left open
 * over a long weekend and an offline device, and the generated offer or contract PDF that is
 * stored just before its record.
 */
export const UNREFERENCED_GRACE_DAYS = 7;

const DAY_MS = 24 * 3600 * 1000;

/**
 * Deletes uploads that no application, profile or lifecycle record refers to any more (rows
 * and, once no row shares them, the bytes, in whichever store is in use), once older than the
 * grace period; files of organic applications withdrawn at least 5 years before `now` go too.
 * Each deletion checks again, under a lock on the row, that nothing has named the file
 * meanwhile. Answers how many uploads it deleted.
 */
export async function sweepUnreferencedFiles(ctx: JobContext, now: Date): Promise<number> {
  const db = ctx.database.db;
  const uploadedBefore = new Date(now.getTime() - UNREFERENCED_GRACE_DAYS * DAY_MS);
  const retainedSince = new Date(now);
  retainedSince.setUTCFullYear(retainedSince.getUTCFullYear() - ORGANIC_RETENTION_YEARS);
  const files = filesRepository(db);
  let deleted = 0;
  for (const candidate of await unreferencedFiles(db, uploadedBefore, retainedSince)) {
    const gone = await files.deleteUnless(candidate, (trx) => isKept(trx, candidate.id, retainedSince), () => ctx.contentStore.remove(candidate.sha256));
    if (gone) deleted += 1;
  }
  return deleted;
}
