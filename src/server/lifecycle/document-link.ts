import type { Kysely } from 'kysely';
import type { Database } from '../core/db/types';
import type { FileRef } from '../core/db/lifecycle-types';
import { fileLinks } from '../files/links';

/** A stored document as one reader gets it: its facts and a signed, short-lived download link. */
export function documentLink(db: Kysely<Database>, userId: number) {
  const links = fileLinks(db);
  return async (ref: FileRef) => ({
    id: ref.id,
    name: ref.name,
    size: ref.size,
    media_type: ref.media_type,
    download_url: `/api/files/${ref.id}/content?token=${await links.sign(ref.id, userId)}`,
  });
}

/** Whether a database error is a unique index refusing a second row (two sends racing). */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';
