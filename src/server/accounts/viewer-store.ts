import { sql, type Kysely } from 'kysely';
import { builtOnce } from '../core/db/built-once';
import type { Database } from '../core/db/types';

/**
 * The account and until when its sign-in stays alive: the expiry of its last refresh token
 * that is neither revoked nor expired (null: the session has ended), as Kysely builds it.
 */
const buildViewerQuery = (db: Kysely<Database>, sessionId: string, userId: number) =>
  db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) =>
      eb
        .selectFrom('refresh_tokens')
        .select((inner) => inner.fn.max('refresh_tokens.expires_at').as('ends'))
        .where('refresh_tokens.family_id', '=', sessionId)
        .whereRef('refresh_tokens.user_id', '=', 'users.id')
        .where('refresh_tokens.revoked_at', 'is', null)
        .where('refresh_tokens.expires_at', '>', sql<Date>`now()`)
        .as('session_ends_at'),
    )
    .where('users.id', '=', userId);

// Every signed-in call runs this query: its SQL is built once per database handle, and each
// call only hands over its two values (building it took a twentieth of a signed-in read).
const viewerQuery = builtOnce({ sessionId: '00000000-0000-4000-8000-000000005e55', userId: -7_700_077 }, (db, marks) =>
  buildViewerQuery(db, marks.sessionId, marks.userId),
);

/** The account of a signed-in call with until when its session lives (`session_ends_at`; null: ended). */
export const readViewer = async (db: Kysely<Database>, sessionId: string, userId: number) =>
  (await db.executeQuery(viewerQuery(db, 'viewer', { sessionId, userId }))).rows[0];
