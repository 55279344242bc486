import { operatorOfRow } from '../accounts/display-name';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { check, resolveNext, type Action, type Facts, type LifecycleState, type Party } from '../../lifecycle/index.ts';
import type { AppContext } from '../context';
import type { Database } from '../core/db/types';
import { ApiError } from '../core/errors';
import type { Viewer } from '../applications/access';
import { signedIn } from '../accounts/viewer';
import { assertBodyDocuments } from '../files/document-references';
import { visibleApplication, type ApplicationRow } from '../applications/visible';
import { lifecycleNotifier, type NoticeFacts } from './notify';
import { lifecycleView } from './present';
import { lifecycleRecords, stale } from './records-store';
import { partyOf, stateOf } from './state';

export interface Acting {
  app: ApplicationRow;
  viewer: Viewer;
  state: LifecycleState;
  trx: Transaction<Database>;
}

/** What a step's write tells the runner: the facts that choose the next state, and what to record. */
export interface Outcome {
  facts?: Facts;
  details?: Record<string, unknown>;
  riskLevel?: 'low' | 'medium' | 'high';
  offerRecipient?: 'customer' | 'consultant';
  /** What the notices and mails name besides the application: a deadline, a count, an outcome (lifecycle/notify.ts). */
  notice?: NoticeFacts;
}

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/**
 * The one way every lifecycle action runs: the reader must see the application, the table
 * must allow the action to the reader's side in the current state (409 otherwise), the row
 * version must be the current one (409 stale); then the step's records, the move and the
 * event are written in one transaction with the notices and mails that tell everyone concerned.
 */
export function lifecycleRunner(ctx: AppContext) {
  const { db } = ctx.database;

  async function visible(request: FastifyRequest) {
    const viewer = signedIn(request);
    const app = await visibleApplication(db, idOf(request), viewer);
    return { viewer, app, party: partyOf(viewer) };
  }

  async function view(request: FastifyRequest) {
    const { viewer, app, party } = await visible(request);
    return lifecycleView(db, app, { userId: viewer.userId, party, duties: viewer.staffDuties });
  }

  /**
   * `prepare` runs after the checks and before the transaction: work that writes on its own
   * (a generated document) must not run inside it (PGlite has one connection).
   */
  async function run<P = undefined>(
    request: FastifyRequest,
    action: Action,
    write: (acting: Acting, prepared: P) => Promise<Outcome | void>,
    prepare?: (acting: Omit<Acting, 'trx'>) => Promise<P>,
  ) {
    const { viewer, app, party } = await visible(request);
    // the documents the form names: ones the caller may read, wherever they stand
    await assertBodyDocuments(ctx, request, viewer);
    const state = stateOf(app);
    if (!state) throw new ApiError(409, 'lifecycle.errors.notNow', 'The application is a draft');
    const verdict = check(state, action, party);
    if (!verdict.allowed) throw new ApiError(409, verdict.messageId, `${action} is not allowed to ${party} in ${state}`);
    const rowVersion = (request.body as { row_version: number }).row_version;
    if (rowVersion !== app.row_version) throw stale();
    const prepared = (prepare ? await prepare({ app, viewer, state }) : undefined) as P;
    await db.transaction().execute(async (trx) => {
      const outcome = (await write({ app, viewer, state, trx }, prepared)) ?? {};
      // the documents the step's records now name, from where their forms declare documents
      await ctx.documents.recordApplicationRecords(trx, app.id);
      const to = resolveNext(state, action, outcome.facts);
      await lifecycleRecords.advance(trx, {
        id: app.id,
        from: state,
        fromStatus: app.status,
        rowVersion,
        to,
        action,
        actorId: viewer.userId,
        details: outcome.details,
        riskLevel: outcome.riskLevel,
      });
      // in the same transaction: a move that rolls back tells no one, one that commits is mailed once
      await lifecycleNotifier(ctx, trx).notifyLifecycle({ app, customerName: operatorOfRow(app).name, action, by: party as Party, to, offerRecipient: outcome.offerRecipient, actorId: viewer.userId, notice: outcome.notice });
    });
    const fresh = await visibleApplication(db, app.id, viewer);
    return lifecycleView(db, fresh, { userId: viewer.userId, party, duties: viewer.staffDuties });
  }

  return { run, view };
}
export type LifecycleRunner = ReturnType<typeof lifecycleRunner>;
