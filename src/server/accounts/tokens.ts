import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Role } from '../core/db/types';
import { unauthorized } from '../core/errors';

/** What an access token says about its holder. */
export interface AccessClaims {
  userId: number;
  role: Role;
  isEmployee: boolean;
  countryId: number;
  /**
   * The sign-in (refresh-token family) the token was issued for, so that a call can tell its
   * own session from the account's others, and so that every call can check the session is
   * still alive (accounts/viewer.ts). Absent in tokens signed before it was added: those are refused.
   */
  sessionId?: string;
}

/** A verified token's claims and when it expires (epoch ms). */
export type VerifiedClaims = AccessClaims & { expiresAt: number };

const ISSUER = 'certification-portal';

export function createAccessTokens(secret: string, ttlSeconds: number) {
  // imported once per process: handed raw bytes, jose imports the key again on every call,
  // a tenth of the time a signed-in read took (npm run bench:api)
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return {
    ttlSeconds,
    async sign(claims: AccessClaims): Promise<string> {
      const sid = claims.sessionId === undefined ? {} : { sid: claims.sessionId };
      return new SignJWT({ role: claims.role, emp: claims.isEmployee, cty: claims.countryId, ...sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key);
    },
    async verify(token: string): Promise<VerifiedClaims> {
      try {
        const { payload } = await jwtVerify(token, await key, { issuer: ISSUER, algorithms: ['HS256'], requiredClaims: ['exp'] });
        return {
          // jose's rule: expired once the clock reaches `exp`
          expiresAt: payload.exp! * 1000,
          userId: Number(payload.sub),
          role: payload.role as Role,
          isEmployee: payload.emp === true,
          countryId: Number(payload.cty),
          ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}),
        };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw unauthorized('Access token expired');
        throw unauthorized('Invalid access token');
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** An opaque random token and the hash that is stored instead of it. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export const hashOpaqueToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
