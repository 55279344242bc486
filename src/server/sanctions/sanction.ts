import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { checkSanctionMove, type Party, type SanctionMove } from '../../lifecycle/index.ts';
import type { Database } from '../core/db/types';
import { ApiError } from '../core/errors';

type Db = Kysely<Database> | Transaction<Database>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The sanction a call names, on that application, if its table allows `move` to `party` now:
 * 404 `sanctions.errors.notFound` for no such sanction, 409 for a move its state refuses.
 */
export async function sanctionFor(db: Db, request: FastifyRequest, applicationId: string, move: SanctionMove, party: Party) {
  const { sanctionId } = request.params as { sanctionId: string };
  const row = UUID.test(sanctionId)
    ? await db.selectFrom('sanctions').selectAll().where('id', '=', sanctionId).where('application_id', '=', applicationId).executeTakeFirst()
    : undefined;
  if (!row) throw new ApiError(404, 'sanctions.errors.notFound', 'No such sanction on this application');
  const verdict = checkSanctionMove(row.status, move, party);
  if (!verdict.allowed) throw new ApiError(409, verdict.messageId, `${move} is not allowed to ${party} on a sanction ${row.status}`);
  return { sanction: row, to: verdict.to };
}

/** The number the next sanction of an application gets (1, 2, …). */
export async function nextSanctionPosition(db: Db, applicationId: string): Promise<number> {
  const row = await db
    .selectFrom('sanctions')
    .select(sql<number>`coalesce(max(position), 0)`.as('last'))
    .where('application_id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return Number(row.last) + 1;
}
