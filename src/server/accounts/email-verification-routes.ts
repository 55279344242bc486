import type { AppContext } from '../context';
import { ApiError } from '../core/errors';
import { accountMails } from './account-mails';
import type { Handler } from '../core/handler';

const invalidLink = () => new ApiError(400, 'accounts.errors.invalidLink', 'The confirmation link is invalid or expired');

export function emailVerificationHandlers(ctx: AppContext) {
  const { users, oneTimeTokens, database } = ctx;

  /** Confirms the address; a consultant then waits for the certification body's decision. */
  const verifyEmail: Handler<'verifyEmail'> = async (request) => {
    const { username, token } = request.body;
    const user = await users.findByUsername(username);
    if (!user) throw invalidLink();
    if (user.status !== 'pending_verification') {
      // the same link opened again (a second click, another device): the address is confirmed, say so;
      // only the link's holder learns it, so no account is revealed to a guesser
      const confirmedBefore = (user.status === 'active' || user.status === 'pending_approval') && (await oneTimeTokens.wasUsed(user.id, 'email_verification', token));
      if (!confirmedBefore) throw invalidLink();
      return { status: user.status as 'active' | 'pending_approval', already_confirmed: true };
    }
    if (!(await oneTimeTokens.consume(user.id, 'email_verification', token))) throw invalidLink();
    const status = user.role === 'consultant' ? 'pending_approval' : 'active';
    await users.confirmEmail(user.id, status);
    return { status, already_confirmed: false };
  };

  // Answers 204 whatever the username: it must not tell which accounts exist.
  const resendVerification: Handler<'resendVerification'> = async (request, reply) => {
    const user = await users.findByUsername(request.body.username);
    if (user?.status === 'pending_verification') await database.db.transaction().execute((trx) => accountMails(ctx, trx).verification(user));
    return reply.code(204).send();
  };

  return { verifyEmail, resendVerification };
}
