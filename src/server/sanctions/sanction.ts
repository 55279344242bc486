import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { checkSanctionMove, type Party, type SanctionMove } from '../../lifecycle/index.ts';
import type { Database } from '../core/db/types';
import { ApiError } from '../core/errors';
import { UUID } from '../core/uuid';
import { sanctionsStore } from './store';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The sanction a call names, on that application, if its table allows `move` to `party` now:
 * 404 `sanctions.errors.notFound` for no such sanction, 409 for a move its state refuses.
 */
export async function sanctionFor(db: Db, request: FastifyRequest, applicationId: string, move: SanctionMove, party: Party) {
  const { sanctionId } = request.params as { sanctionId: string };
  const row = UUID.test(sanctionId)
    ? await sanctionsStore.one(db, sanctionId, applicationId)
    : undefined;
  if (!row) throw new ApiError(404, 'sanctions.errors.notFound', 'No such sanction on this application');
  const verdict = checkSanctionMove(row.status, move, party);
  if (!verdict.allowed) throw new ApiError(409, verdict.messageId, `${move} is not allowed to ${party} on a sanction ${row.status}`);
  return { sanction: row, to: verdict.to };
}
