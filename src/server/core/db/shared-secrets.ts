import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from './types';

/**
 * A secret every API process must share (to verify what another signed): made at the first
 * start, kept in the database (`app_settings`), the same for all from then on.
 */
export async function sharedSecret(db: Kysely<Database>, key: string, bytes: number): Promise<string> {
  await db
    .insertInto('app_settings')
    .values({ key, value: randomBytes(bytes).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}

/** The key access tokens are signed with: the configured one, else the shared one. */
export const signingSecret = async (config: Pick<ServerConfig, 'jwtSecret'>, db: Kysely<Database>): Promise<string> =>
  config.jwtSecret || sharedSecret(db, 'jwt_secret', 48);
