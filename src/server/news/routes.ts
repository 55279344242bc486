import type { AppContext } from '../context';
import { pageOf, pageSize, positionOf } from '../core/paging';
import { signedIn } from '../accounts/viewer';
import { newsStore } from './store';
import type { Handler } from '../core/handler';


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

  const listNews: Handler<'listNews'> = async (request) => {
    const limit = pageSize(request.query);
    const rows = await newsStore.latest(db, limit, positionOf(request.query?.cursor, 'instant', 'integer'));
    return pageOf(rows, limit, (row) => ({ at: row.page_at, id: row.id }), present);
  };

  const createNews: Handler<'createNews'> = async (request, reply) => {
    const b = request.body;
    const row = await newsStore.publish(db, {
      title: { el: b.title_el.trim(), en: b.title_en.trim(), es: b.title_es.trim() },
      body: { el: b.body_el.trim(), en: b.body_en.trim(), es: b.body_es.trim() },
      by: signedIn(request).userId,
    });
    return reply.code(201).send(present(row));
  };

  return { listNews, createNews };
}
