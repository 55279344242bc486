import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../core/db/types';

/**
 * The writes of an application's questionnaire revision (docs/revisions.md): pinning a row to
 * one, moving a draft to another with its migrated answers, and what a move leaves to read.
 * Part of the applications' repository (store.ts).
 */
export function revisionWrites(db: Kysely<Database>) {
  return {
    /**
     * Pins an application that has no revision yet to `hash` (rows written before revisions
     * were kept, or by the demo); a no-op when another process pinned it first.
     */
    pinRevision: (id: string, hash: string) =>
      db.updateTable('applications').set({ revision_hash: hash }).where('id', '=', id).where('revision_hash', 'is', null).execute(),

    /**
     * Moves a draft to another revision with its migrated answers (docs/revisions.md), only
     * if it is still the draft that was read (its row version and revision): a second reader
     * at the same moment finds it moved and reads it again. A write of the answers, so its row
     * version moves on. `undefined` when the row moved on.
     */
    moveToRevision: (
      trx: Kysely<Database> | Transaction<Database>,
      move: { id: string; rowVersion: number; from: string; to: string; answers: Record<string, unknown>; retired: unknown; notice: unknown },
    ) =>
      trx
        .updateTable('applications')
        .set((eb) => ({
          answers: JSON.stringify(move.answers),
          revision_hash: move.to,
          retired_answers: move.retired === null ? null : JSON.stringify(move.retired),
          revision_notice: move.notice === null ? null : JSON.stringify(move.notice),
          row_version: eb('row_version', '+', 1),
          updated_at: sql`now()`,
        }))
        .where('id', '=', move.id)
        .where('status', '=', 'draft')
        .where('row_version', '=', move.rowVersion)
        .where('revision_hash', '=', move.from)
        .returning(['row_version', 'updated_at'])
        .executeTakeFirst(),

    /**
     * Adds answers no longer asked to a draft's (a copy sent from before a change of the
     * questionnaire, moved on arrival): one of the same place replaces the older, since it is
     * what the person typed last. The row version stays: the save that carried them moved it.
     */
    keepRetiredAnswers: (trx: Kysely<Database> | Transaction<Database>, id: string, retired: unknown[]) =>
      trx
        .updateTable('applications')
        .set({
          retired_answers: sql`(
            select coalesce(jsonb_agg(kept), '[]'::jsonb) from jsonb_array_elements(coalesce(retired_answers, '[]'::jsonb)) kept
            where kept->>'pointer' not in (select added->>'pointer' from jsonb_array_elements(${JSON.stringify(retired)}::jsonb) added)
          ) || ${JSON.stringify(retired)}::jsonb`,
        })
        .where('id', '=', id)
        .execute(),

    /** Forgets what a draft's move left to read (its notice, its answers no longer asked); the answers stay as they are. */
    async dismissRevisionNotice(id: string): Promise<boolean> {
      const result = await db
        .updateTable('applications')
        .set({ retired_answers: null, revision_notice: null })
        .where('id', '=', id)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
