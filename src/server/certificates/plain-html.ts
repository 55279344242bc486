import type { IntlShape } from '@formatjs/intl';
import { translate } from '../core/i18n/catalogue';
import { escapeHtml } from '../../engine/escape-html';

// What the pages rendered for a browser without JavaScript share (verify-page-html.ts,
// register/register-page-html.ts): escaping, dates, the moment with its zone, and styles written
// on the elements, since no style sheet of the app applies without its script.

export { escapeHtml };

/** Headings that look like headings (the app's reset leaves them plain text without its script). */
export const HEADING_STYLE = {
  h1: 'font-size:1.75em;font-weight:700;line-height:1.2;margin:.75em 0 .5em',
  h2: 'font-size:1.35em;font-weight:700;line-height:1.25;margin:1em 0 .5em',
  h3: 'font-size:1.1em;font-weight:700;line-height:1.3;margin:0 0 .25em',
} as const;

/** Fields, a button and links that look like them (the reset leaves borders and underlines off). */
export const CONTROL_STYLE = 'display:block;width:100%;max-width:100%;box-sizing:border-box;padding:.45em;font-size:1em;border:1px solid #718096;border-radius:.25em;background:#fff;color:#1a202c';
export const BUTTON_STYLE = 'padding:.55em 1.4em;font-size:1em;font-weight:600;border:0;border-radius:.375em;background:#2f855a;color:#fff;cursor:pointer';
export const LINK_STYLE = 'color:#276749;text-decoration:underline';
export const link = (href: string, html: string) => `<a href="${href}" style="${LINK_STYLE}">${html}</a>`;

export const heading = (level: keyof typeof HEADING_STYLE, html: string, id?: string) => `<${level}${id ? ` id="${id}"` : ''} style="${HEADING_STYLE[level]}">${html}</${level}>`;

/** The page's block: in a `<noscript>` (core/plugins/client-app.ts), so a browser with JavaScript ignores it. */
export const noScriptBlock = (locale: string, body: string[]) =>
  `<noscript><main lang="${locale}" style="font-family:system-ui,sans-serif;max-width:40rem;margin:1rem auto;padding:0 1rem;line-height:1.5;color:#1a202c">${body.join('\n')}</main></noscript>`;

/** The page's texts, escaped, and its dates, in the page's language. */
export function plainTexts(intl: IntlShape) {
  return {
    t: (id: string, values?: Record<string, string>) => escapeHtml(translate(intl, id, values)),
    day: (iso: string) => intl.formatDate(`${iso}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }),
    // the body is Greek: the moment is told in Athens' time, with its zone (EET/EEST), so a reader elsewhere knows which
    now: () => intl.formatDate(new Date(), { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short', timeZone: 'Europe/Athens' }),
  };
}
