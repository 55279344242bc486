import type { AppContext } from '../context';
import { ApiError, unauthorized } from '../errors';
import { bearerToken } from '../auth/tokens';
import { spendVerificationTime, verifyPassword } from '../auth/passwords';
import type { UserRow } from '../repositories/users';
import type { Handler } from './types';

const invalidCredentials = () =>
  new ApiError(401, 'errors.invalidCredentials', 'Wrong username or password');

const statusErrors: Partial<Record<UserRow['status'], ApiError>> = {
  pending_verification: new ApiError(403, 'errors.accountNotVerified', 'The account is not verified yet'),
  pending_approval: new ApiError(403, 'errors.accountNotApproved', 'The account awaits approval'),
  declined: new ApiError(403, 'errors.accountDeclined', 'The account was declined'),
};

export function authHandlers(ctx: AppContext) {
  const { config, users, refreshTokens, loginFailures, accessTokens } = ctx;

  async function tokensFor(user: UserRow, refreshToken?: string) {
    return {
      access_token: await accessTokens.sign({
        userId: user.id,
        role: user.role,
        isEmployee: user.is_employee,
        countryId: user.country_id,
      }),
      refresh_token: refreshToken ?? (await refreshTokens.issue(user.id)),
      expires_in: accessTokens.ttlSeconds,
    };
  }

  const login: Handler<'login'> = async (request) => {
    const username = request.body.username.trim().toLowerCase();
    const since = new Date(Date.now() - config.loginWindowSeconds * 1000);
    const failures = await loginFailures.count(since, username, request.ip);
    if (
      failures.byUsername >= config.loginMaxFailuresPerUsername ||
      failures.byAddress >= config.loginMaxFailuresPerAddress
    ) {
      throw new ApiError(429, 'errors.tooManyAttempts', 'Too many failed sign-ins; try again later');
    }
    const user = await users.findByUsername(username);
    const passwordOk = user
      ? await verifyPassword(user.password_hash, request.body.password)
      : (await spendVerificationTime(request.body.password), false);
    if (!user || !passwordOk) {
      await loginFailures.record(username, request.ip);
      throw invalidCredentials();
    }
    const statusError = statusErrors[user.status];
    if (statusError) throw statusError;
    await loginFailures.clear(username);
    return tokensFor(user);
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
    return tokensFor(user, result.token);
  };

  const logout: Handler<'logout'> = async (request, reply) => {
    const presented = bearerToken(request.headers.authorization);
    if (presented) await refreshTokens.revokeFamilyOf(presented);
    return reply.code(204).send();
  };

  return { login, refreshToken, logout };
}
