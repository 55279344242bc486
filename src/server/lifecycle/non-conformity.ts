import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../core/db/types';
import { ApiError } from '../core/errors';
import { UUID } from '../core/uuid';
import { lifecycleSteps } from './steps-store';

/** The non-conformity a call names, on that application; 404 `lifecycle.errors.noSuchNonConformity` otherwise. */
export async function nonConformityOf(trx: Transaction<Database>, request: FastifyRequest, applicationId: string) {
  const { ncId } = request.params as { ncId: string };
  const row = UUID.test(ncId) ? await lifecycleSteps.nonConformity(trx, ncId, applicationId) : undefined;
  if (!row) throw new ApiError(404, 'lifecycle.errors.noSuchNonConformity', 'No such non-conformity on this application');
  return row;
}
