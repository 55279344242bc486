import { sql, type Kysely, type Transaction } from 'kysely';
import { STATE_INFO, type Action, type LifecycleState, type NcCounts, type Target } from '../../lifecycle/index.ts';
import type { ApplicationStatus, Database } from '../core/db/types';
import { ApiError } from '../core/errors';

type Db = Kysely<Database> | Transaction<Database>;

export const stale = () => new ApiError(409, 'lifecycle.errors.stale', 'The application was changed in the meantime');

export interface Advance {
  id: string;
  from: LifecycleState;
  fromStatus: ApplicationStatus;
  rowVersion: number;
  to: Target;
  action: Action;
  actorId: number;
  details?: Record<string, unknown>;
  riskLevel?: 'low' | 'medium' | 'high';
}

/** Reads and writes of the lifecycle records of one application. */
export const lifecycleRecords = {
  /**
   * Moves the application, only if it still has the row version the caller read (else 409
   * stale), and records the event and any status change.
   */
  async advance(trx: Db, a: Advance): Promise<{ row_version: number; status: ApplicationStatus }> {
    const status: ApplicationStatus = a.to === 'draft' ? 'draft' : STATE_INFO[a.to].status;
    const updated = await trx
      .updateTable('applications')
      .set((eb) => ({
        status,
        lifecycle_state: a.to === 'draft' ? null : a.to,
        row_version: eb('row_version', '+', 1),
        state_since: new Date(),
        updated_at: new Date(),
        ...(a.riskLevel ? { risk_level: a.riskLevel } : {}),
      }))
      .where('id', '=', a.id)
      .where('row_version', '=', a.rowVersion)
      .where('status', '=', a.fromStatus)
      .returning(['row_version', 'status'])
      .executeTakeFirst();
    if (!updated) throw stale();
    if (status !== a.fromStatus) {
      await trx
        .insertInto('application_status_history')
        .values({ application_id: a.id, from_status: a.fromStatus, to_status: status, changed_by: a.actorId })
        .execute();
    }
    await trx
      .insertInto('application_events')
      .values({
        application_id: a.id,
        actor_id: a.actorId,
        action: a.action,
        from_state: a.from,
        to_state: a.to,
        details: JSON.stringify(a.details ?? {}),
      })
      .execute();
    return updated;
  },

  /** An event beside the steps (an employee assigned): it moves nothing, so no state and no row version. */
  sideEvent: (db: Db, event: { applicationId: string; actorId: number; action: string; details: Record<string, unknown> }) =>
    db
      .insertInto('application_events')
      .values({ application_id: event.applicationId, actor_id: event.actorId, action: event.action, from_state: null, to_state: null, details: JSON.stringify(event.details) })
      .execute(),

  async ncCounts(db: Db, applicationId: string): Promise<NcCounts> {
    const rows = await db
      .selectFrom('non_conformities')
      .select(['status', sql<string>`count(*)`.as('n')])
      .where('application_id', '=', applicationId)
      .groupBy('status')
      .execute();
    const of = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
    return { open: of('open'), answered: of('answered'), closed: of('closed') };
  },

  latestOffer: (db: Db, applicationId: string) =>
    db.selectFrom('offers').selectAll().where('application_id', '=', applicationId).orderBy('created_at', 'desc').executeTakeFirst(),
  latestContract: (db: Db, applicationId: string) =>
    db.selectFrom('contracts').selectAll().where('application_id', '=', applicationId).orderBy('created_at', 'desc').executeTakeFirst(),
  latestInspection: (db: Db, applicationId: string) =>
    db.selectFrom('inspections').selectAll().where('application_id', '=', applicationId).orderBy('created_at', 'desc').executeTakeFirst(),

  /**
   * Marks every unanswered offer past its last valid day (`expires_on` before `today`) on an
   * application still waiting on it (a rejected application's offer is no news); each once.
   */
  markOffersExpired: (trx: Db, today: string) =>
    trx
      .updateTable('offers')
      .set({ expired_at: sql<Date>`now()` })
      .where('reply', 'is', null)
      .where('expired_at', 'is', null)
      .where('expires_on', '<', today)
      .where('application_id', 'in', (eb) => eb.selectFrom('applications').select('id').where('lifecycle_state', '=', 'offer_sent'))
      .returning(['application_id', 'expires_on', 'recipient'])
      .execute(),
};
