import { sql, type Kysely } from 'kysely';
import { after, sortText, type Position } from '../core/paging';
import type { Database } from '../core/db/types';

type Texts = { el: string; en: string; es: string };

/** The certification body's news: the one place their SQL lives. */
export const newsStore = {
  /** A page of the items, the newest first (keyset: news_page_idx). */
  latest: (db: Kysely<Database>, limit: number, from?: Position) =>
    db
      .selectFrom('news')
      .selectAll()
      .select(sortText(sql.ref('published_at')).as('page_at'))
      .$if(from !== undefined, (q) => q.where(after(from!, 'desc', sql.ref('id'), sql.ref('published_at'))))
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute(),
  publish: (db: Kysely<Database>, item: { title: Texts; body: Texts; by: number }) =>
    db.insertInto('news').values({ title: JSON.stringify(item.title), body: JSON.stringify(item.body), created_by: item.by }).returningAll().executeTakeFirstOrThrow(),
};
