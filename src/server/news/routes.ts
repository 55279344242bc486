import type { AppContext } from '../context';
import { signedIn } from '../accounts/viewer';
import type { Handler } from '../core/handler';

const MAX_ITEMS = 50;

function present(row: { id: number; title: unknown; body: unknown; published_at: Date | string }) {
  return {
    id: row.id,
    title: row.title as { el: string; en: string; es: string },
    body: row.body as { el: string; en: string; es: string },
    published_at: new Date(row.published_at).toISOString(),
  };
}

/** News and information (contract: /news): everyone signed in reads, staff publish. */
export function newsHandlers(ctx: AppContext) {
  const { db } = ctx.database;

  const listNews: Handler<'listNews'> = async () => {
    const rows = await db.selectFrom('news').selectAll().orderBy('published_at', 'desc').orderBy('id', 'desc').limit(MAX_ITEMS).execute();
    return { data: rows.map(present) };
  };

  const createNews: Handler<'createNews'> = async (request, reply) => {
    const b = request.body;
    const row = await db
      .insertInto('news')
      .values({
        title: JSON.stringify({ el: b.title_el.trim(), en: b.title_en.trim(), es: b.title_es.trim() }),
        body: JSON.stringify({ el: b.body_el.trim(), en: b.body_en.trim(), es: b.body_es.trim() }),
        created_by: signedIn(request).userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return reply.code(201).send(present(row));
  };

  return { listNews, createNews };
}
