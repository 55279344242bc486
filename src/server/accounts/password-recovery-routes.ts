import type { AppContext } from '../context';
import { ApiError } from '../core/errors';
import { hashPassword, verifyPassword } from './passwords';
import { accountMails } from './account-mails';
import { signedIn } from './viewer';
import type { Handler } from '../core/handler';

// a declined registration or a deactivated staff account is sent no link: it could not sign in with it
const mayRecover = (status: string) => status !== 'declined' && status !== 'deactivated';

const invalidToken = () => new ApiError(400, 'errors.invalidToken', 'The reset link is invalid or expired');

// Both recovery calls answer 204 whether or not the account exists: they must not tell a
// stranger which usernames or tax numbers are registered.
export function passwordRecoveryHandlers(ctx: AppContext) {
  const { users, refreshTokens, oneTimeTokens } = ctx;
  const mails = accountMails(ctx);

  const recoverPassword: Handler<'recoverPassword'> = async (request, reply) => {
    const user = await users.findByUsername(request.body.username);
    // the reset link and its mail commit together: no link nobody was sent, no mail without its link
    if (user && mayRecover(user.status)) await ctx.database.db.transaction().execute((trx) => accountMails(ctx, trx).passwordReset(user));
    return reply.code(204).send();
  };

  const recoverUsername: Handler<'recoverUsername'> = async (request, reply) => {
    const user = await users.findByIdentification(request.body.identification);
    if (user && mayRecover(user.status)) await mails.username(user);
    return reply.code(204).send();
  };

  // The body has passed forms/reset-password (x-fastify-config): the password rule and its confirmation.
  const resetPassword: Handler<'resetPassword'> = async (request, reply) => {
    const { username, token, password } = request.body;
    const user = await users.findByUsername(username);
    if (!user || !(await oneTimeTokens.consume(user.id, 'password_reset', token))) throw invalidToken();
    await users.setPassword(user.id, await hashPassword(password));
    await refreshTokens.revokeAllOf(user.id);
    return reply.code(204).send();
  };

  /** Lets the reset screen say "invalid link" before the person types a new password. */
  const checkResetToken: Handler<'checkResetToken'> = async (request) => {
    const { username, token } = request.body;
    const user = await users.findByUsername(username);
    if (!user || !(await oneTimeTokens.isValid(user.id, 'password_reset', token))) throw invalidToken();
    return { valid: true };
  };

  // The body has passed forms/change-password (x-fastify-config). The account's other sessions
  // end at once, access tokens included (someone who knew the old password is signed out);
  // this one stays, the person is at the screen.
  const changePassword: Handler<'changePassword'> = async (request, reply) => {
    const viewer = signedIn(request);
    const user = viewer.account;
    if (!(await verifyPassword(user.password_hash, request.body.current_password))) {
      throw new ApiError(400, 'accounts.errors.previousPasswordMismatch', 'The previous password does not match', [
        { path: '/current_password', keyword: 'previousPassword', messageId: 'accounts.errors.previousPasswordMismatch' },
      ]);
    }
    await users.setPassword(user.id, await hashPassword(request.body.password));
    await refreshTokens.revokeAllOf(user.id, viewer.sessionId);
    return reply.code(204).send();
  };

  return { recoverPassword, recoverUsername, resetPassword, checkResetToken, changePassword };
}
