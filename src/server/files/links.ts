import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../core/db/types';
import { sharedSecret } from '../core/db/shared-secrets';

const LINK_TTL_SECONDS = 5 * 60;
const SECRET_KEY = 'file_link_secret';

/** Kept in the database, like the access tokens' key, so a link signed by one API process is accepted by any other. */
const loadSecret = async (db: Kysely<Database>): Promise<Buffer> => Buffer.from(await sharedSecret(db, SECRET_KEY, 32), 'base64url');

/**
 * Short-lived signed links to a file's bytes, for the places a browser cannot send an
 * Authorization header: download links, <img> and <iframe>. A token names the file, the
 * user it was issued to and its expiry; it is checked again against the file's readers
 * when used.
 */
export function fileLinks(db: Kysely<Database>, now: () => number = Date.now) {
  let secret: Promise<Buffer> | undefined;
  const mac = async (payload: string) =>
    createHmac('sha256', await (secret ??= loadSecret(db))).update(payload).digest('base64url');

  return {
    async sign(fileId: string, userId: number): Promise<string> {
      const expires = Math.floor(now() / 1000) + LINK_TTL_SECONDS;
      return `${expires}.${userId}.${await mac(`${fileId}.${userId}.${expires}`)}`;
    },

    /** The user a token was issued to, or undefined when it is forged, for another file or expired. */
    async verify(fileId: string, token: string): Promise<number | undefined> {
      const match = /^(\d{1,12})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
      if (!match) return undefined;
      const [, expires, userId, signature] = match;
      if (Number(expires) * 1000 < now()) return undefined;
      const expected = Buffer.from(await mac(`${fileId}.${userId}.${expires}`));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? Number(userId) : undefined;
    },
  };
}
export type FileLinks = ReturnType<typeof fileLinks>;
