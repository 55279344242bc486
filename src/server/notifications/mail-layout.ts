import type { ServerConfig } from '../core/config';
import { translate } from '../core/i18n/catalogue';
import { mailIntl, mailLocale } from './mail-text';
import { mailHtml } from './mail-html';
import type { MailMessage } from './mailer';

/** What a handler writes: the words of one mail to one reader, before the body's layout. */
export interface MailDraft {
  to: string;
  /** The reader's language; greeting, signature and sender name are written in it too. */
  locale: string | null | undefined;
  /** Whom the greeting names; null for a mailbox that is nobody's (the body's contact address). */
  greet: string | null;
  subject: string;
  /** The message itself (`mailText`): paragraphs split by a blank line, no greeting, no signature. */
  text: string;
  /** Where an answer goes instead of MAIL_FROM's no-reply address (a contact message: its sender). */
  replyTo?: string;
}

/** The certification body as every mail signs: its name comes from the catalogue, the rest from the configuration. */
export type MailSigner = Pick<ServerConfig, 'body' | 'publicUrl'>;

export interface MailParts {
  lang: string;
  greeting: string;
  paragraphs: string[];
  closing: string;
  /** The signature's lines: the body's name, address, phone, e-mail, code, the portal's address. */
  signature: string[];
  footer: string;
  /** Only links into the portal become anchors: an address a person typed stays text. */
  portal: string;
}

/**
 * The one layout of every mail: greeting, the message, the body's signature and a footer, in the
 * reader's language, as a text part and an HTML part with the same words. The mail queue applies
 * it (notifications/mail-queue.ts), so no mail leaves without it.
 */
export function mailLayout(signer: MailSigner): (draft: MailDraft) => MailMessage {
  return (draft) => {
    const lang = mailLocale(draft.locale);
    const intl = mailIntl(lang);
    const t = (id: string, values?: Record<string, string>) => translate(intl, id, values);
    const { body, publicUrl } = signer;
    const parts: MailParts = {
      lang,
      greeting: draft.greet?.trim() ? t('mail.greeting', { name: draft.greet.trim() }) : t('mail.greetingNoName'),
      paragraphs: draft.text.trim().split(/\n\s*\n/),
      closing: t('mail.closing'),
      signature: [
        t('certificates.body'),
        ...body.address,
        ...(body.phone ? [`${t('certificates.bodyDetails.phone')}: ${body.phone}`] : []),
        `${t('certificates.bodyDetails.email')}: ${body.email}`,
        `${t('certificates.bodyDetails.code')}: ${body.code}`,
        publicUrl,
      ],
      footer: draft.replyTo ? t('mail.footerReplyTo', { email: draft.replyTo }) : t('mail.footer', { email: body.email }),
      portal: publicUrl,
    };
    const text = [parts.greeting, ...parts.paragraphs, [parts.closing, ...parts.signature].join('\n'), `-- \n${parts.footer}`].join('\n\n');
    return { to: draft.to, ...(draft.replyTo ? { replyTo: draft.replyTo } : {}), fromName: t('mail.from'), subject: draft.subject, text: `${text}\n`, html: mailHtml(draft.subject, parts) };
  };
}
