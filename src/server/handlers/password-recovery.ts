import type { AppContext } from '../context';
import { ApiError } from '../errors';
import { hashOpaqueToken, newOpaqueToken } from '../auth/tokens';
import { hashPassword } from '../auth/passwords';
import type { Handler } from './types';

const RESET_LINK_TTL_MS = 60 * 60 * 1000;
const invalidToken = () => new ApiError(400, 'errors.invalidToken', 'The reset link is invalid or expired');

// Both recovery calls answer 204 whether or not the account exists: they must not tell a
// stranger which usernames or tax numbers are registered.
export function passwordRecoveryHandlers(ctx: AppContext) {
  const { config, users, mailer, refreshTokens } = ctx;
  const { db } = ctx.database;

  const recoverPassword: Handler<'recoverPassword'> = async (request, reply) => {
    const user = await users.findByUsername(request.body.username);
    if (user) {
      const { token, hash } = newOpaqueToken();
      await db
        .insertInto('one_time_tokens')
        .values({
          user_id: user.id,
          purpose: 'password_reset',
          token_hash: hash,
          expires_at: new Date(Date.now() + RESET_LINK_TTL_MS),
        })
        .execute();
      const query = new URLSearchParams({ token, username: user.username });
      await mailer.send({
        to: user.email,
        subject: 'Password reset',
        text: `Set a new password within one hour: ${config.publicUrl}/reset-password?${query}`,
      });
    }
    return reply.code(204).send();
  };

  const recoverUsername: Handler<'recoverUsername'> = async (request, reply) => {
    const user = await users.findByIdentification(request.body.identification);
    if (user) {
      await mailer.send({ to: user.email, subject: 'Your username', text: `Your username is: ${user.username}` });
    }
    return reply.code(204).send();
  };

  const resetPassword: Handler<'resetPassword'> = async (request, reply) => {
    const { username, token, password } = request.body;
    const user = await users.findByUsername(username);
    if (!user) throw invalidToken();
    const row = await db
      .selectFrom('one_time_tokens')
      .selectAll()
      .where('token_hash', '=', hashOpaqueToken(token))
      .where('purpose', '=', 'password_reset')
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!row || row.used_at || new Date(row.expires_at) <= new Date()) throw invalidToken();
    if (password.length < 10 || !/\p{Nd}/u.test(password)) {
      throw new ApiError(400, 'errors.invalidRequest', 'The password breaks the password rule', [
        { path: '/password', keyword: 'password', messageId: 'validation.errors.password' },
      ]);
    }
    await db.updateTable('one_time_tokens').set({ used_at: new Date() }).where('id', '=', row.id).execute();
    await users.setPassword(user.id, await hashPassword(password));
    await refreshTokens.revokeAllOf(user.id);
    return reply.code(204).send();
  };

  return { recoverPassword, recoverUsername, resetPassword };
}
