import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../core/db/types';
import type { FileRef } from '../core/db/lifecycle-types';

type Db = Kysely<Database> | Transaction<Database>;
type Sanction = Insertable<Database['sanctions']>;

/** Sanctions on certified operators: the one place their SQL lives. */
export const sanctionsStore = {
  ofApplication: (db: Db, applicationId: string) => db.selectFrom('sanctions').selectAll().where('application_id', '=', applicationId).orderBy('position').execute(),

  one: (db: Db, id: string, applicationId: string) =>
    db.selectFrom('sanctions').selectAll().where('id', '=', id).where('application_id', '=', applicationId).executeTakeFirst(),

  /** The number the next sanction of an application gets (1, 2, …). */
  async nextPosition(db: Db, applicationId: string): Promise<number> {
    const row = await db
      .selectFrom('sanctions')
      .select(sql<number>`coalesce(max(position), 0)`.as('last'))
      .where('application_id', '=', applicationId)
      .executeTakeFirstOrThrow();
    return Number(row.last) + 1;
  },

  /** The status of the application's certificate, which decides whether a sanction may be imposed. */
  certificateStatus: async (db: Db, applicationId: string) =>
    (await db.selectFrom('certificates').select('status').where('application_id', '=', applicationId).executeTakeFirst())?.status,

  impose: (trx: Db, sanction: { applicationId: string; position: number; kind: Sanction['kind']; reason: string; correctiveAction: string; deadline: string; by: number }) =>
    trx
      .insertInto('sanctions')
      .values({
        application_id: sanction.applicationId,
        position: sanction.position,
        kind: sanction.kind,
        reason: sanction.reason,
        corrective_action: sanction.correctiveAction,
        deadline: sanction.deadline,
        created_by: sanction.by,
      })
      .execute(),

  answer: (trx: Db, id: string, answer: { status: Sanction['status']; documents: FileRef[]; comment: string | null; by: number }) =>
    trx
      .updateTable('sanctions')
      .set({ status: answer.status, documents: JSON.stringify(answer.documents), comment: answer.comment, answered_by: answer.by, answered_at: new Date() })
      .where('id', '=', id)
      .execute(),

  review: (trx: Db, id: string, review: { status: NonNullable<Sanction['status']>; note: string | null }) =>
    trx
      .updateTable('sanctions')
      .set({ status: review.status, review_note: review.note, closed_at: review.status === 'imposed' ? null : new Date() })
      .where('id', '=', id)
      .execute(),
};
