import { sql, type Kysely } from 'kysely';
import type { DeclaredDocument } from '../../engine/declared-documents.ts';
import type { Database } from '../core/db/types';

/**
 * Whose reference it is: an application's (answers or lifecycle records) or an account's
 * profile; or neither (`{}`), for a file the portal keeps for a record of its own, which the
 * record's operation alone serves (generated-file.ts, migration 049).
 */
export type ReferenceOwner = { application_id: string } | { profile_user_id: number } | Record<string, never>;

/** Which records refer to which documents (`file_references`): the one place its SQL lives. */
export const referencesStore = {
  /** The references of a holder's row become those its value declares now. */
  async replace(trx: Kysely<Database>, holder: string, recordId: string, owner: ReferenceOwner, documents: readonly DeclaredDocument[]) {
    await trx.deleteFrom('file_references').where('holder', '=', holder).where('record_id', '=', recordId).execute();
    if (!documents.length) return;
    await trx
      .insertInto('file_references')
      .values(documents.map((d) => ({ file_id: d.id, holder, record_id: recordId, path: d.path, application_id: null, profile_user_id: null, ...owner })))
      .execute();
  },

  /** The rows of one lifecycle table of an application, with the column that holds documents. */
  heldBy: async (trx: Kysely<Database>, holder: { table: string; column: string }, applicationId: string) =>
    (
      await sql<{ id: string; value: unknown }>`
        SELECT id::text AS id, ${sql.ref(holder.column)} AS value FROM ${sql.table(holder.table)} WHERE application_id = ${applicationId}`.execute(trx)
    ).rows,

  /** Every application's answers and every account's profile: what a full rewrite of the references reads. */
  everyHolder: async (db: Kysely<Database>) => ({
    applications: await db.selectFrom('applications').select(['id', 'wizard_id', 'answers']).execute(),
    users: await db.selectFrom('users').select(['id', 'role', 'profile']).execute(),
  }),
};
