import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessClaims, AccessTokens } from '../auth/tokens';
import { bearerToken } from '../auth/tokens';
import { forbidden, unauthorized } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    user: AccessClaims | null;
  }
}

/** Whether the holder has one of the roles an operation's scopes name (`employee` is a flag). */
export function hasScope(claims: AccessClaims, scopes: string[]): boolean {
  if (scopes.length === 0) return true;
  return scopes.some((scope) => (scope === 'employee' ? claims.isEmployee : claims.role === scope));
}

/** Security handlers for fastify-openapi-glue, keyed by the contract's security schemes. */
export function securityHandlers(accessTokens: AccessTokens) {
  return {
    async bearerAuth(request: FastifyRequest, _reply: FastifyReply, scopes: string[]) {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthorized();
      const claims = await accessTokens.verify(token);
      if (!hasScope(claims, scopes ?? [])) throw forbidden();
      request.user = claims;
    },
  };
}
