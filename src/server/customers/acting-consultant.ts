import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { forbidden, unauthorized } from '../errors';
import type { UserRow } from '../repositories/users';

/**
 * The consultant making the call. The contract's `consultant` scope admits employees too
 * (their role is consultant); managing customers and employees is the consultant's own.
 */
export async function actingConsultant(db: Kysely<Database>, request: FastifyRequest): Promise<UserRow> {
  const claims = request.user;
  if (!claims) throw unauthorized();
  if (claims.role !== 'consultant' || claims.isEmployee) throw forbidden('Only a consultant may do this');
  const user = await db.selectFrom('users').selectAll().where('id', '=', claims.userId).executeTakeFirst();
  if (!user) throw unauthorized('Unknown user');
  return user;
}

export const pathId = (request: FastifyRequest): number => Number((request.params as { id: string | number }).id);
