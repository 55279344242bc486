import type { AppContext } from '../context';
import { ApiError, unauthorized } from '../core/errors';
import { bearerToken } from './tokens';
import { spendVerificationTime, verifyPassword } from './passwords';
import type { UserRow } from './users-store';
import type { IssuedToken } from './refresh-tokens-store';
import { secondsUntil, tooManyRequests } from '../core/rate-limits/too-many-requests';
import type { Handler } from '../core/handler';

const invalidCredentials = () =>
  new ApiError(401, 'errors.invalidCredentials', 'Wrong username or password');

const statusErrors: Partial<Record<UserRow['status'], ApiError>> = {
  pending_verification: new ApiError(403, 'errors.accountNotVerified', 'The account is not verified yet'),
  pending_approval: new ApiError(403, 'errors.accountNotApproved', 'The account awaits approval'),
  declined: new ApiError(403, 'errors.accountDeclined', 'The account was declined'),
  // a staff administrator deactivated it (docs/staff-accounts.md)
  deactivated: new ApiError(403, 'errors.accountDeactivated', 'The account is deactivated'),
};

export function authHandlers(ctx: AppContext) {
  const { users, refreshTokens, loginLock, accessTokens } = ctx;

  // The access token names its sign-in (the refresh-token family), so that a password change
  // can end the account's other sessions and keep this one.
  async function tokensFor(user: UserRow, refresh: IssuedToken) {
    return {
      access_token: await accessTokens.sign({
        userId: user.id,
        role: user.role,
        isEmployee: user.is_employee,
        countryId: user.country_id,
        sessionId: refresh.familyId,
      }),
      refresh_token: refresh.token,
      expires_in: accessTokens.ttlSeconds,
    };
  }

  // The body has passed forms/login (x-fastify-config). Too many recent failures answer 429
  // before the password is even looked at (accounts/login-lock.ts).
  const login: Handler<'login'> = async (request, reply) => {
    const username = request.body.username.trim().toLowerCase();
    const lockedUntil = await loginLock.lockedUntil(username, request.ip);
    if (lockedUntil) throw tooManyRequests(reply, secondsUntil(lockedUntil));
    const user = await users.findByUsername(username);
    const passwordOk = user
      ? await verifyPassword(user.password_hash, request.body.password)
      : (await spendVerificationTime(request.body.password), false);
    if (!user || !passwordOk) {
      await loginLock.failed(username, request.ip);
      throw invalidCredentials();
    }
    const statusError = statusErrors[user.status];
    if (statusError) throw statusError;
    await loginLock.succeeded(username, request.ip);
    return tokensFor(user, await refreshTokens.issue(user.id));
  };

  const refreshToken: Handler<'refreshToken'> = async (request) => {
    const presented = bearerToken(request.headers.authorization);
    if (!presented) throw unauthorized('Refresh token required');
    const result = await refreshTokens.rotate(presented);
    if (result.outcome !== 'rotated') {
      request.log.warn({ outcome: result.outcome }, 'refresh token refused');
      throw new ApiError(401, 'errors.sessionExpired', `Refresh token ${result.outcome}`);
    }
    const user = await users.findById(result.userId);
    if (!user || user.status !== 'active') throw new ApiError(401, 'errors.sessionExpired', 'Account not active');
    return tokensFor(user, result);
  };

  const logout: Handler<'logout'> = async (request, reply) => {
    const presented = bearerToken(request.headers.authorization);
    if (presented) await refreshTokens.revokeFamilyOf(presented);
    return reply.code(204).send();
  };

  return { login, refreshToken, logout };
}
