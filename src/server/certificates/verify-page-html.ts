import type { AppContext } from '../context';
import { createServerIntl, translate, type ServerLocale } from '../core/i18n/catalogue';
import { publicCertificatePage } from './certificate';
import { CODE } from './routes';

const intlOf = createServerIntl();

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const PAGE = /^\/verify\/([^/]+)\/?$/;

/**
 * The certificate's public page as plain HTML, for a browser that runs no script (a scanner's
 * in-app browser, a locked-down phone): the server puts it in a `<noscript>` of the page it
 * sends for `/verify/{code}` (core/plugins/client-app.ts), so the one address shows the status
 * with or without JavaScript, and with it the app renders as ever. The same answer as the API's
 * (`publicCertificatePage`), in the page's language; undefined for any other address.
 */
export function verifyPageNoScript(ctx: Pick<AppContext, 'database' | 'config'>) {
  return async (urlPath: string, locale: ServerLocale): Promise<{ title: string; html: string } | undefined> => {
    const code = PAGE.exec(urlPath)?.[1];
    if (code === undefined) return undefined;
    const intl = intlOf(locale);
    const t = (id: string, values?: Record<string, string>) => escape(translate(intl, id, values));
    const day = (iso: string) => intl.formatDate(`${iso}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
    const cert = CODE.test(code) ? await publicCertificatePage(ctx.database.db, code, ctx.config.body) : undefined;
    const title = translate(intl, 'certificates.verify.title');
    const body = [`<p>${t('certificates.body')}</p>`, `<h1>${t('certificates.verify.title')}</h1>`];
    if (!cert) {
      body.push(`<p role="alert"><strong>${t('certificates.verify.notFound')}</strong></p>`, `<p>${t('certificates.verify.notFoundHelp')}</p>`);
    } else {
      const status = (id: string) => t(`certificates.status.${id}`);
      // the body is Greek: the moment is told in Athens' time
      const now = intl.formatDate(new Date(), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Athens' });
      body.push(
        `<p role="status"><strong style="font-size:1.25em">${status(cert.status)}</strong><br>${t('certificates.verify.asOf', { when: now })}</p>`,
        `<p>${t(`certificates.verify.says.${cert.status}`, { date: day(cert.valid_to), from: day(cert.valid_from) })}</p>`,
      );
      if (cert.suspended_items.length > 0) {
        body.push(`<p><strong>${t('certificates.field.suspendedItems')}</strong></p><ul>${cert.suspended_items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`);
      }
      const facts: [string, string | null][] = [
        ['certificates.field.number', escape(cert.number)],
        ['certificates.field.traces', cert.traces_number && escape(cert.traces_number)],
        ['certificates.field.ggn', cert.ggn && escape(cert.ggn)],
        ['certificates.field.standard', t(`certificates.standard.${cert.standard}`)],
        ['certificates.field.holder', escape(cert.holder)],
        ['certificates.field.place', cert.address && escape(cert.address)],
        ['certificates.field.scope', escape(cert.scope)],
        ['certificates.field.items', cert.items.length ? escape(cert.items.join(', ')) : null],
        ['certificates.field.validity', t('certificates.validity', { from: day(cert.valid_from), to: day(cert.valid_to) })],
      ];
      body.push(`<dl>${facts.filter(([, value]) => value).map(([label, value]) => `<dt><strong>${t(label)}</strong></dt><dd style="margin:0 0 .5em">${value}</dd>`).join('')}</dl>`);
      const lines = cert.history.map((line) => {
        const change = line.from === null ? `${t('certificates.history.issued')} → ${status(line.to)}` : t('certificates.history.change', { from: translate(intl, `certificates.status.${line.from}`), to: translate(intl, `certificates.status.${line.to}`) });
        const items = line.items.length ? `<br><small>${t('certificates.history.products', { items: line.items.join(', ') })}</small>` : '';
        return `<li><strong>${escape(day(line.date))}</strong>: ${change}${items}</li>`;
      });
      body.push(`<h2>${t('certificates.history.title')}</h2><ol>${lines.join('')}</ol>`);
      const contact = [
        `<p>${t('certificates.body')}<br>${t('certificates.bodyDetails.code')}: ${escape(cert.body.code)}<br>`,
        `${t('certificates.bodyDetails.email')}: <a href="mailto:${escape(cert.body.email)}">${escape(cert.body.email)}</a>`,
        cert.body.phone ? `<br>${t('certificates.bodyDetails.phone')}: ${escape(cert.body.phone)}` : '',
        '</p>',
      ];
      body.push(`<h2>${t('certificates.bodyDetails.title')}</h2>${contact.join('')}`);
    }
    body.push(`<p><a href="/public-register">${t('certificates.register.link')}</a></p>`, `<p><small>${t('certificates.verify.noScript')}</small></p>`);
    const html = `<noscript><main lang="${locale}" style="font-family:system-ui,sans-serif;max-width:40rem;margin:1rem auto;padding:0 1rem;line-height:1.5;color:#1a202c">${body.join('\n')}</main></noscript>`;
    return { title: cert ? `${title} · ${cert.number}` : title, html };
  };
}
