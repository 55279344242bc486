import type { Kysely } from 'kysely';
import type { Database } from '../core/db/types';

type Texts = { el: string; en: string; es: string };

/** The certification body's news: the one place their SQL lives. */
export const newsStore = {
  /** The newest `limit` items, the newest first. */
  latest: (db: Kysely<Database>, limit: number) => db.selectFrom('news').selectAll().orderBy('published_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
  publish: (db: Kysely<Database>, item: { title: Texts; body: Texts; by: number }) =>
    db.insertInto('news').values({ title: JSON.stringify(item.title), body: JSON.stringify(item.body), created_by: item.by }).returningAll().executeTakeFirstOrThrow(),
};
