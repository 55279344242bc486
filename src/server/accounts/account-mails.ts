import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../core/db/types';
import { oneTimeTokensRepository } from './one-time-tokens-store';
import type { UserRow } from './users-store';
import { mailText } from '../notifications/mail-text';
import { displayNameOf } from './display-name';

type MailTemplate = 'verify' | 'reset' | 'username' | 'approved' | 'declined' | 'staffWelcome';

export const VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** A new staff member's link to set their first password: a few days, they may be away when it comes. */
export const WELCOME_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Mails to an account, in its own language, with links under PUBLIC_URL. Given the
 * transaction of the change that causes them (`within`), the link's token and the mail are
 * written in it: an account, a reset link or a decision exists with its mail or not at all.
 */
export function accountMails(ctx: Pick<AppContext, 'config' | 'mailer' | 'oneTimeTokens'>, within?: Kysely<Database>) {
  const { config, mailer } = ctx;
  const oneTimeTokens = within ? oneTimeTokensRepository(within) : ctx.oneTimeTokens;
  const link = (route: string, query?: Record<string, string>) =>
    `${config.publicUrl}${route}${query ? `?${new URLSearchParams(query)}` : ''}`;
  const send = (user: UserRow, template: MailTemplate, values: Record<string, string>) =>
    mailer.send({ to: user.email, locale: user.locale, greet: displayNameOf(user), ...mailText(user.locale, `accounts.mail.${template}`, { username: user.username, name: displayNameOf(user), ...values }) }, { within });

  return {
    async verification(user: UserRow) {
      const token = await oneTimeTokens.issue(user.id, 'email_verification', VERIFICATION_TTL_MS);
      await send(user, 'verify', { link: link('/verify-email', { token, username: user.username }) });
    },
    async passwordReset(user: UserRow) {
      const token = await oneTimeTokens.issue(user.id, 'password_reset', RESET_LINK_TTL_MS);
      await send(user, 'reset', { link: link('/reset-password', { token, username: user.username }) });
    },
    /** A staff member an administrator added: the reset path's link, to set their first password. */
    async staffWelcome(user: UserRow) {
      const token = await oneTimeTokens.issue(user.id, 'password_reset', WELCOME_LINK_TTL_MS);
      await send(user, 'staffWelcome', { link: link('/reset-password', { token, username: user.username }) });
    },
    username: (user: UserRow) => send(user, 'username', { link: link('/login') }),
    approved: (user: UserRow, code: string) => send(user, 'approved', { code, link: link('/login') }),
    declined: (user: UserRow) => send(user, 'declined', {}),
  };
}
