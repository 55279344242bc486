import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { builtOnce } from '../core/db/built-once';
import type { Database, Locale, Role, AccountStatus } from '../core/db/types';
import type { UserRow } from './users-store';
import { ApiError, unauthorized } from '../core/errors';
import type { AccessClaims } from './tokens';

/**
 * Who is calling, resolved once per request by the security handler (plugins/security.ts)
 * from the database, not from the token: a role, an employer or a status changed since the
 * sign-in counts at once.
 */
export interface Viewer {
  userId: number;
  role: Role;
  isEmployee: boolean;
  /** The consultant whose customers this person works on: themselves, their employer, or none. */
  consultantId: number | null;
  /** An employee's employer (`users.consultant_id`); null for everybody else. */
  employerId: number | null;
  countryId: number;
  status: AccountStatus;
  locale: Locale;
  profileStatus: 'incomplete' | 'complete';
  /** The sign-in (refresh-token family) this call belongs to. */
  sessionId: string;
  /** The account's row as read at the start of this request. */
  account: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the security handler of operations that need a signed-in caller; null otherwise. */
    viewer: Viewer | null;
  }
}

export const sessionEnded = () => new ApiError(401, 'errors.sessionExpired', 'The session has ended');

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller of a verified access token and until when its session lives (epoch ms), or
 * undefined when its session has ended (logout, password change or reset, refresh-token theft,
 * expiry) or the account is no longer active. One query: the account and the session's live
 * refresh tokens. The answer is the database's, so every server process on it agrees the
 * moment a session is revoked (what a process keeps of it: auth/viewer-cache.ts).
 */
export async function resolveViewer(db: Kysely<Database>, claims: AccessClaims): Promise<{ viewer: Viewer; sessionEndsAt: number } | undefined> {
  const sessionId = claims.sessionId;
  // Tokens signed before they named their session cannot be checked: refused (docs/decisions.md, Sessions).
  if (sessionId === undefined || !UUID.test(sessionId) || !Number.isSafeInteger(claims.userId)) return undefined;
  const row = (await db.executeQuery(viewerQuery(db, 'viewer', { sessionId, userId: claims.userId }))).rows[0];
  if (!row || row.session_ends_at === null || row.status !== 'active') return undefined;
  const { session_ends_at: sessionEndsAt, ...account } = row;
  const viewer: Viewer = {
    userId: account.id,
    role: account.role,
    isEmployee: account.is_employee,
    consultantId: account.role !== 'consultant' ? null : account.is_employee ? account.consultant_id : account.id,
    employerId: account.is_employee ? account.consultant_id : null,
    countryId: account.country_id,
    status: account.status,
    locale: account.locale,
    profileStatus: account.profile_status,
    sessionId,
    account,
  };
  return { viewer, sessionEndsAt: new Date(sessionEndsAt).getTime() };
}

/** The signed-in caller; a 401 where an operation that needs one was reached without. */
export function signedIn(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized();
  return request.viewer;
}
