import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AccessTokens } from './tokens';
import { bearerToken } from './tokens';
import { resolveViewer, sessionEnded, type Viewer } from './viewer';
import type { ViewerCache } from './viewer-cache';
import type { Database, StaffDuty } from '../core/db/types';
import { forbidden, unauthorized } from '../core/errors';

/** The scopes that name a staff member's duty rather than a role (docs/staff-accounts.md). */
const DUTY_SCOPES: Record<string, StaffDuty> = { reviewer: 'reviewer', inspector: 'inspector', staff_admin: 'admin' };

/**
 * Whether the holder has one of the roles an operation's scopes name (`employee` is a flag;
 * `reviewer`, `inspector` and `staff_admin` are a staff member's duties).
 */
export function hasScope(viewer: Pick<Viewer, 'role' | 'isEmployee'> & { staffDuties?: readonly StaffDuty[] }, scopes: string[]): boolean {
  if (scopes.length === 0) return true;
  return scopes.some((scope) => {
    if (scope === 'employee') return viewer.isEmployee;
    const duty = DUTY_SCOPES[scope];
    if (duty) return viewer.role === 'staff' && (viewer.staffDuties ?? []).includes(duty);
    return viewer.role === scope;
  });
}

/**
 * Security handlers for fastify-openapi-glue, keyed by the contract's security schemes. A
 * valid signature is not enough: the token's session must still be alive in the database
 * (accounts/viewer.ts), so logout and a password change end it at once. The caller of a token
 * seen lately is kept until the database announces a change to that account or its sessions
 * (accounts/viewer-cache.ts).
 */
export function securityHandlers(accessTokens: AccessTokens, db: Kysely<Database>, viewers: ViewerCache) {
  async function resolve(token: string): Promise<Viewer> {
    const kept = viewers.get(token);
    if (kept) return kept;
    const started = viewers.started();
    const claims = await accessTokens.verify(token);
    const resolved = await resolveViewer(db, claims);
    if (!resolved) throw sessionEnded();
    viewers.keep(token, resolved.viewer, Math.min(claims.expiresAt, resolved.sessionEndsAt), started);
    return resolved.viewer;
  }
  return {
    async bearerAuth(request: FastifyRequest, _reply: FastifyReply, scopes: string[]) {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthorized();
      const viewer = await resolve(token);
      if (!hasScope(viewer, scopes ?? [])) throw forbidden();
      request.viewer = viewer;
    },
  };
}
