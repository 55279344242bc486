import { operatorOfRow } from '../accounts/display-name';
import type { AppContext } from '../context';
import { pageOf, pageSize, positionOf } from '../core/paging';
import { notFound } from '../core/errors';
import { signedIn } from '../accounts/viewer';
import type { Viewer } from './access';
import { lifecycleNotifier } from '../lifecycle/notify';
import { partyOf } from '../lifecycle/state';
import { applicationsRepository } from './store';
import { notesStore } from './notes-store';
import { isoInstant } from '../core/dates';
import type { Handler } from '../core/handler';

/** The thread of notes of one application between the customer side and staff (spec §2 "Application detail"). */
export function noteHandlers(ctx: AppContext) {
  const { db } = ctx.database;
  const applications = applicationsRepository(db);

  const visibleApp = async (id: string, viewer: Viewer) => {
    const app = await applications.findVisible(id, viewer);
    if (!app) throw notFound();
    return app;
  };

  /** One note as `viewer` reads it; staff write for the body, so customers see no staff names. */
  const present = (viewer: Viewer) => (n: { id: string; side: 'customer' | 'staff'; body: string; created_at: Date | string; author_id: number | null; author: string | null }) => ({
    id: String(n.id),
    side: n.side,
    author_name: n.side === 'staff' && partyOf(viewer) === 'customer' ? null : n.author,
    mine: n.author_id === viewer.userId,
    body: n.body,
    created_at: isoInstant(n.created_at),
  });

  const notesOf = (applicationId: string) => notesStore.notesOf(db, applicationId);

  const listApplicationNotes: Handler<'listApplicationNotes'> = async (request) => {
    const viewer = signedIn(request);
    const app = await visibleApp(request.params.id, viewer);
    const limit = pageSize(request.query);
    const rows = await notesStore.notePage(db, app.id, limit, positionOf(request.query?.cursor, 'none', 'bigint'));
    return pageOf(rows, limit, (row) => ({ at: null, id: Number(row.id) }), present(viewer));
  };

  const sendApplicationNote: Handler<'sendApplicationNote'> = async (request, reply) => {
    const viewer = signedIn(request);
    const app = await visibleApp(request.params.id, viewer);
    const side = partyOf(viewer);
    // the note and the notices of it commit together
    const inserted = await db.transaction().execute(async (trx) => {
      const added = await notesStore.add(trx, { applicationId: app.id, authorId: viewer.userId, side, body: request.body.body.trim() });
      await lifecycleNotifier(ctx, trx).notifyNote(app, operatorOfRow(app).name, side, viewer.userId);
      return added;
    });
    const note = await notesOf(app.id).where('n.id', '=', inserted.id).executeTakeFirstOrThrow();
    return reply.code(201).send(present(viewer)(note));
  };

  return { listApplicationNotes, sendApplicationNote };
}
