import { sql, type Kysely } from 'kysely';
import { after, type Position } from '../core/paging';
import type { Database } from '../core/db/types';
import { displayName } from '../core/db/display-name';

/** The thread of notes on an application: the one place its SQL lives. */
export const notesStore = {
  /** An application's notes with their authors' names, in the order written (`where` narrows to one). */
  notesOf: (db: Kysely<Database>, applicationId: string) =>
    db
      .selectFrom('application_notes as n')
      .leftJoin('users as u', 'u.id', 'n.author_id')
      .select(['n.id', 'n.side', 'n.body', 'n.created_at', 'n.author_id'])
      .select(displayName('u').as('author'))
      .where('n.application_id', '=', applicationId)
      .orderBy('n.id'),
  /** A page of the thread, newest first (keyset on the id, application_notes_app_idx read backwards). */
  notePage: (db: Kysely<Database>, applicationId: string, limit: number, from?: Position) =>
    notesStore
      .notesOf(db, applicationId)
      .clearOrderBy()
      .$if(from !== undefined, (q) => q.where(after(from!, 'desc', sql.ref('n.id'))))
      .orderBy('n.id', 'desc')
      .limit(limit + 1)
      .execute(),
  add: (db: Kysely<Database>, note: { applicationId: string; authorId: number; side: 'customer' | 'staff'; body: string }) =>
    db
      .insertInto('application_notes')
      .values({ application_id: note.applicationId, author_id: note.authorId, side: note.side, body: note.body })
      .returning('id')
      .executeTakeFirstOrThrow(),
};
