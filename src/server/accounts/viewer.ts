import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { readViewer } from './viewer-store';
import type { Database, Locale, Role, AccountStatus, StaffDuty } from '../core/db/types';
import { usersRepository, type UserRow } from './users-store';
import { ApiError, unauthorized } from '../core/errors';
import type { AccessClaims } from './tokens';
import { UUID } from '../core/uuid';

/**
 * Who is calling, resolved once per request by the security handler (accounts/security-handlers.ts)
 * from the database, not from the token: a role, an employer or a status changed since the
 * sign-in counts at once.
 */
export interface Viewer {
  userId: number;
  role: Role;
  isEmployee: boolean;
  /** What a staff member does (reviewer, inspector, admin: docs/staff-accounts.md); empty for everybody else. */
  staffDuties: readonly StaffDuty[];
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
 * The caller of a verified access token and until when its session lives (epoch ms), or
 * undefined when its session has ended (logout, password change or reset, refresh-token theft,
 * expiry) or the account is no longer active. One query: the account and the session's live
 * refresh tokens. The answer is the database's, so every server process on it agrees the
 * moment a session is revoked (what a process keeps of it: accounts/viewer-cache.ts).
 */
export async function resolveViewer(db: Kysely<Database>, claims: AccessClaims): Promise<{ viewer: Viewer; sessionEndsAt: number } | undefined> {
  const sessionId = claims.sessionId;
  // Tokens signed before they named their session cannot be checked: refused (docs/decisions.md, Sessions).
  if (sessionId === undefined || !UUID.test(sessionId) || !Number.isSafeInteger(claims.userId)) return undefined;
  const row = await readViewer(db, sessionId, claims.userId);
  if (!row || row.session_ends_at === null || row.status !== 'active') return undefined;
  const { session_ends_at: sessionEndsAt, ...account } = row;
  const viewer: Viewer = {
    userId: account.id,
    role: account.role,
    isEmployee: account.is_employee,
    staffDuties: account.role === 'staff' ? account.staff_duties : [],
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

/** What the access rules need of a user known only by id (a download link's), or null when there is no such account. */
export async function viewerById(db: Kysely<Database>, userId: number): Promise<Pick<Viewer, 'userId' | 'role' | 'isEmployee' | 'consultantId'> | null> {
  const user = await usersRepository(db).accessFacts(userId);
  if (!user) return null;
  const consultantId = user.role !== 'consultant' ? null : user.is_employee ? user.consultant_id : userId;
  return { userId, role: user.role, isEmployee: user.is_employee, consultantId };
}
