import type { AppContext } from '../context';
import type { UserRow } from '../repositories/users';
import { renderMail, type MailTemplate } from '../mail/templates';

export const VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

const displayName = (user: UserRow) => {
  const details = ((user.profile ?? {}) as { user_details?: Record<string, unknown> }).user_details ?? {};
  return [details.first_name, details.last_name].filter(Boolean).join(' ') || user.username;
};

/** Mails to an account, in its own language, with links under PUBLIC_URL. */
export function accountMails(ctx: Pick<AppContext, 'config' | 'mailer' | 'oneTimeTokens'>) {
  const { config, mailer, oneTimeTokens } = ctx;
  const link = (route: string, query?: Record<string, string>) =>
    `${config.publicUrl}${route}${query ? `?${new URLSearchParams(query)}` : ''}`;
  const send = (user: UserRow, template: MailTemplate, values: Record<string, string>) =>
    mailer.send({ to: user.email, ...renderMail(template, user.locale, { username: user.username, name: displayName(user), ...values }) });

  return {
    async verification(user: UserRow) {
      const token = await oneTimeTokens.issue(user.id, 'email_verification', VERIFICATION_TTL_MS);
      await send(user, 'verify', { link: link('/verify-email', { token, username: user.username }) });
    },
    async passwordReset(user: UserRow) {
      const token = await oneTimeTokens.issue(user.id, 'password_reset', RESET_LINK_TTL_MS);
      await send(user, 'reset', { link: link('/reset-password', { token, username: user.username }) });
    },
    username: (user: UserRow) => send(user, 'username', { link: link('/login') }),
    approved: (user: UserRow, code: string) => send(user, 'approved', { code, link: link('/login') }),
    declined: (user: UserRow) => send(user, 'declined', {}),
  };
}
