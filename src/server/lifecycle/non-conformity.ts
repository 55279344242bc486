import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../core/db/types';
import { ApiError } from '../core/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The non-conformity a call names, on that application; 404 `lifecycle.errors.noSuchNonConformity` otherwise. */
export async function nonConformityOf(db: Kysely<Database> | Transaction<Database>, request: FastifyRequest, applicationId: string) {
  const { ncId } = request.params as { ncId: string };
  const row = UUID.test(ncId)
    ? await db.selectFrom('non_conformities').selectAll().where('id', '=', ncId).where('application_id', '=', applicationId).executeTakeFirst()
    : undefined;
  if (!row) throw new ApiError(404, 'lifecycle.errors.noSuchNonConformity', 'No such non-conformity on this application');
  return row;
}
