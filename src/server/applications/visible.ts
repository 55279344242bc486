import type { Kysely } from 'kysely';
import type { Database } from '../core/db/types';
import { notFound } from '../core/errors';
import type { Viewer } from './access';
import { applicationsRepository, type ApplicationRow } from './store';

export type { ApplicationRow };

/**
 * The application a call names, if the caller may see it; 404 otherwise (as if it did not
 * exist). How every other area reaches an application: the access rule stays in this area.
 */
export async function visibleApplication(db: Kysely<Database>, id: string, viewer: Viewer): Promise<ApplicationRow> {
  const app = await applicationsRepository(db).findVisible(id, viewer);
  if (!app) throw notFound();
  return app;
}

/** The same read without the 404, for callers that answer differently (the lifecycle runner's fresh read). */
export const findVisibleApplication = (db: Kysely<Database>, id: string, viewer: Viewer) => applicationsRepository(db).findVisible(id, viewer);

/** The application whoever asks: jobs of the server itself. */
export const applicationById = (db: Kysely<Database>, id: string) => applicationsRepository(db).findById(id);

/** Hands the application to an employee of the consultant (or to nobody), in the caller's transaction. */
export const assignApplicationTo = (db: Kysely<Database>, id: string, employeeId: number | null) => applicationsRepository(db).assignEmployee(id, employeeId);
