import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../core/db/types';
import { actsForCustomer, visibleTo, type Viewer } from '../applications/visible-to-sql';

/** Of these ids, the files that exist, with their owners. */
export const existingFiles = (db: Kysely<Database>, ids: readonly string[]) => db.selectFrom('files').select(['id', 'owner_id']).where('id', 'in', ids).execute();

/**
 * Of these file ids, those an application or profile the viewer may see refers to. One
 * EXISTS per file: it stops at the first reference the viewer may follow, however many
 * records name the same document.
 */
export async function referencedForViewer(db: Kysely<Database>, viewer: Viewer, fileIds: readonly string[]): Promise<Set<string>> {
  if (!fileIds.length) return new Set();
  const rows = await db
    .selectFrom('files as f')
    .select('f.id')
    .where('f.id', 'in', fileIds)
    .where((eb) => {
      // a reference to the file, through an application or a profile the viewer may read
      const references = () => eb.selectFrom('file_references as r').select('r.file_id').whereRef('r.file_id', '=', 'f.id');
      return eb.or([
        eb.exists(
          references()
            .innerJoin('applications', 'applications.id', 'r.application_id')
            .where((inner) => visibleTo(viewer)(inner as unknown as ExpressionBuilder<Database, 'applications'>)),
        ),
        eb.exists(
          references()
            .innerJoin('users', 'users.id', 'r.profile_user_id')
            .where((inner) => profileVisibleTo(viewer)(inner as unknown as ExpressionBuilder<Database, 'users'>)),
        ),
      ]);
    })
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Whose profiles a viewer may read: their own, their approved customers' (an employee: those assigned), staff any. */
const profileVisibleTo = (viewer: Viewer) =>
  actsForCustomer<'users'>(viewer, 'users.id', (link) => link('cc.assigned_employee_id', '=', viewer.userId));
