import type { AppContext } from '../context';
import { createServerIntl, translate, type ServerLocale } from '../core/i18n/catalogue';
import { publicCertificatePage } from './certificate';
import { CODE } from './routes';
import { escapeHtml, heading, link, noScriptBlock, plainTexts } from './plain-html';

const intlOf = createServerIntl();



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
    const { t, day, now: asOf } = plainTexts(intl);
    const cert = CODE.test(code) ? await publicCertificatePage(ctx.database.db, code, ctx.config.body) : undefined;
    const title = translate(intl, 'certificates.verify.title');
    const body = [`<p>${t('certificates.body')}</p>`, heading('h1', t('certificates.verify.title'))];
    if (!cert) {
      body.push(`<p role="alert"><strong>${t('certificates.verify.notFound')}</strong></p>`, `<p>${t('certificates.verify.notFoundHelp')}</p>`);
    } else {
      const status = (id: string) => t(`certificates.status.${id}`);
      const now = asOf();
      body.push(
        `<p role="status"><strong style="font-size:1.25em">${status(cert.status)}</strong><br>${t('certificates.verify.asOf', { when: now })}</p>`,
        `<p>${t(`certificates.verify.says.${cert.status}`, { date: day(cert.valid_to), from: day(cert.valid_from) })}</p>`,
      );
      for (const change of cert.scheduled) {
        const items = change.items.length ? `<br><small>${t('certificates.verify.scheduledItems', { items: change.items.join(', ') })}</small>` : '';
        body.push(`<p><strong>${t('certificates.verify.scheduled', { status: translate(intl, `certificates.status.${change.status}`), date: day(change.from) })}</strong>${items}</p>`);
      }
      if (cert.suspended_items.length > 0) {
        body.push(`<p><strong>${t('certificates.field.suspendedItems')}</strong></p><ul>${cert.suspended_items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`);
      }
      const facts: [string, string | null][] = [
        ['certificates.field.number', escapeHtml(cert.number)],
        ['certificates.field.traces', cert.traces_number && escapeHtml(cert.traces_number)],
        ['certificates.field.ggn', cert.ggn && escapeHtml(cert.ggn)],
        ['certificates.field.standard', t(`certificates.standard.${cert.standard}`)],
        ['certificates.field.holder', escapeHtml(cert.holder)],
        ['certificates.field.place', cert.address && escapeHtml(cert.address)],
        ['certificates.field.scope', escapeHtml(cert.scope)],
        ['certificates.field.items', cert.items.length ? escapeHtml(cert.items.join(', ')) : null],
        ['certificates.field.validity', t('certificates.validity', { from: day(cert.valid_from), to: day(cert.valid_to) })],
      ];
      body.push(`<dl>${facts.filter(([, value]) => value).map(([label, value]) => `<dt><strong>${t(label)}</strong></dt><dd style="margin:0 0 .5em">${value}</dd>`).join('')}</dl>`);
      const lines = cert.history.map((line) => {
        const issued = line.valid_from ? t('certificates.history.issuedValidFrom', { date: day(line.valid_from) }) : t('certificates.history.issued');
        const change = line.from === null ? `${issued} → ${status(line.to)}` : t('certificates.history.change', { from: translate(intl, `certificates.status.${line.from}`), to: translate(intl, `certificates.status.${line.to}`) });
        const items = line.items.length ? `<br><small>${t('certificates.history.products', { items: line.items.join(', ') })}</small>` : '';
        const renewed = line.renewed_by ? `<br><small>${t('certificates.history.renewedBy', { number: line.renewed_by })}</small>` : '';
        return `<li><strong>${escapeHtml(day(line.date))}</strong>: ${change}${items}${renewed}</li>`;
      });
      body.push(`${heading('h2', t('certificates.history.title'))}<ol>${lines.join('')}</ol>`);
      const contact = [
        `<p>${t('certificates.body')}<br>${t('certificates.bodyDetails.code')}: ${escapeHtml(cert.body.code)}<br>`,
        `${t('certificates.bodyDetails.email')}: <a href="mailto:${escapeHtml(cert.body.email)}">${escapeHtml(cert.body.email)}</a>`,
        cert.body.phone ? `<br>${t('certificates.bodyDetails.phone')}: ${escapeHtml(cert.body.phone)}` : '',
        '</p>',
      ];
      body.push(`${heading('h2', t('certificates.bodyDetails.title'))}${contact.join('')}`);
    }
    body.push(`<p>${link('/public-register', t('certificates.register.link'))}</p>`, `<p><small>${t('certificates.verify.noScript')}</small></p>`);
    const html = noScriptBlock(locale, body);
    return { title: cert ? `${title} · ${cert.number}` : title, html };
  };
}
