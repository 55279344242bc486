import type { AppContext } from '../context';
import { createServerIntl, translate, type ServerLocale } from '../core/i18n/catalogue';
import { afterOf, cursorOf, searchRegister, type PublicRegisterEntry, type RegisterFilters } from '../certificates/public-register';
import { BUTTON_STYLE, CONTROL_STYLE, escapeHtml, heading, link, noScriptBlock, plainTexts } from '../certificates/plain-html';

const intlOf = createServerIntl();

const PAGE = /^\/public-register\/?$/;
const PAGE_SIZE = 20;

/** The filters the page takes, with the API's bounds (openapi.yaml, searchPublicRegister): text fields and their lengths. */
const TEXT_FILTERS = [
  { name: 'name', label: 'certificates.register.name', min: 2, max: 100 },
  { name: 'region', label: 'certificates.register.region', min: 1, max: 100 },
  { name: 'product', label: 'certificates.register.product', min: 2, max: 100 },
  { name: 'number', label: 'certificates.register.number', min: 1, max: 60 },
  { name: 'traces', label: 'certificates.register.traces', min: 1, max: 60 },
  { name: 'ggn', label: 'certificates.register.ggn', min: 1, max: 13, pattern: /^[0-9]{1,13}$/ },
] as const;
const STANDARDS = ['bio', 'globalgap'] as const;
const EXPIRES_WITHIN = ['30', '90', '180', '365'] as const;

/** The filters of the address a person may have typed: each within its bounds, or named among the refused. */
function filtersOf(query: URLSearchParams): { filters: RegisterFilters; refused: string[] } {
  const filters: Record<string, string | number> = {};
  const refused: string[] = [];
  for (const field of TEXT_FILTERS) {
    const value = query.get(field.name)?.trim();
    if (!value) continue;
    if (value.length < field.min || value.length > field.max || ('pattern' in field && !field.pattern.test(value))) refused.push(field.label);
    else filters[field.name] = value;
  }
  const standard = query.get('standard');
  if (standard && (STANDARDS as readonly string[]).includes(standard)) filters.standard = standard;
  const expires = query.get('expires_within');
  if (expires && (EXPIRES_WITHIN as readonly string[]).includes(expires)) filters.expires_within = Number(expires);
  return { filters: filters as RegisterFilters, refused };
}

/**
 * The register's search page as plain HTML, for a browser that runs no script (a basic phone,
 * a crawler): a GET form with the search's fields, whose answer is this same address with the
 * filters in it, and the results of those filters, rendered by the server a page at a time
 * (a "Next results" link carries the cursor), as `/verify/{code}` is (verify-page-html.ts).
 * The same search and fields as the API (`searchRegister`, `PUBLIC_REGISTER_FIELDS`).
 */
export function registerPageNoScript(ctx: Pick<AppContext, 'database'>) {
  return async (urlPath: string, locale: ServerLocale, query: URLSearchParams): Promise<{ title: string; html: string } | undefined> => {
    if (!PAGE.test(urlPath)) return undefined;
    const intl = intlOf(locale);
    const { t, day, now } = plainTexts(intl);
    const { filters, refused } = filtersOf(query);
    const after = afterOf(query.get('cursor') ?? undefined);
    const rows = await searchRegister(ctx.database.db, filters, { after: after || undefined, limit: PAGE_SIZE + 1 });
    const entries = rows.slice(0, PAGE_SIZE);

    const value = (name: string) => escapeHtml(query.get(name)?.trim() ?? '');
    const field = (label: string, control: string, id: string) =>
      `<p style="margin:0 0 .75em"><label for="ns-${id}" style="display:block;font-weight:600">${t(label)}</label>${control}</p>`;
    const input = `style="${CONTROL_STYLE}"`;
    const options = (name: string, ids: readonly string[], label: (id: string) => string) =>
      `<select id="ns-${name}" name="${name}" ${input}><option value=""></option>${ids.map((id) => `<option value="${id}"${query.get(name) === id ? ' selected' : ''}>${t(label(id))}</option>`).join('')}</select>`;
    const form = [
      `<form method="get" action="/public-register" aria-label="${t('certificates.register.search')}">`,
      `<p>${t('certificates.register.noScriptSearch')}</p>`,
      ...TEXT_FILTERS.map((f) => field(f.label, `<input id="ns-${f.name}" name="${f.name}" type="search" maxlength="${f.max}" value="${value(f.name)}" ${input}>`, f.name)),
      field('certificates.register.standard', options('standard', STANDARDS, (id) => `certificates.register.standard.${id}`), 'standard'),
      field('certificates.register.expiresWithin', options('expires_within', EXPIRES_WITHIN, (id) => `certificates.register.expiresWithin.${id}`), 'expires_within'),
      `<p><button type="submit" style="${BUTTON_STYLE}">${t('certificates.register.submit')}</button></p>`,
      '</form>',
    ];
    const status = (id: string) => escapeHtml(translate(intl, `certificates.status.${id}`));
    const entryHtml = (entry: PublicRegisterEntry) => {
      const place = [entry.town, entry.regional_unit, entry.region].filter(Boolean).join(', ');
      const products = entry.products.map((p) => `<li>${escapeHtml(p.name)}: ${status(p.status)}</li>`).join('');
      const scheduled = entry.scheduled
        .map((c) => `<br><strong>${t('certificates.verify.scheduled', { status: translate(intl, `certificates.status.${c.status}`), date: day(c.from) })}</strong>${c.items.length ? ` (${escapeHtml(c.items.join(', '))})` : ''}`)
        .join('');
      return [
        '<li data-testid="register-entry" style="border:1px solid #cbd5e0;border-radius:.375rem;padding:.75em;margin:0 0 .75em;list-style:none">',
        heading('h3', escapeHtml(entry.holder)),
        place ? `<p style="margin:0">${escapeHtml(place)}</p>` : '',
        `<p style="margin:.25em 0">${t(`certificates.standard.${entry.standard}`)} · <strong>${status(entry.status)}</strong>${scheduled}</p>`,
        products ? `<p style="margin:.25em 0 0"><strong>${t('certificates.register.products')}</strong></p><ul style="margin:0">${products}</ul>` : '',
        `<p style="margin:.25em 0">${t('certificates.validity', { from: day(entry.valid_from), to: day(entry.valid_to) })}</p>`,
        link(escapeHtml(entry.verify_path), t('certificates.register.open', { number: entry.number })),
        '</li>',
      ].join('');
    };
    const next = new URLSearchParams(query);
    const more = rows.length > PAGE_SIZE ? (next.set('cursor', cursorOf(entries.at(-1)!.number)), `<p>${link(`/public-register?${escapeHtml(next.toString())}`, t('certificates.register.more'))}</p>`) : '';
    const exportQuery = new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, String(v)])).toString();
    const body = [
      heading('h1', t('certificates.register.title')),
      `<p>${t('certificates.register.intro')}</p>`,
      ...form,
      heading('h2', t('certificates.register.results'), 'register-results-plain'),
      refused.length ? `<p role="alert">${refused.map((label) => t('certificates.register.refused', { field: translate(intl, label) })).join('<br>')}</p>` : '',
      `<p><small>${t('certificates.verify.asOf', { when: now() })}</small></p>`,
      entries.length ? `<ol style="padding:0">${entries.map(entryHtml).join('')}</ol>${more}` : `<p role="status">${t('certificates.register.none')}</p>`,
      `<p>${t('certificates.register.openData')} ${link(`/api/public/register.csv${exportQuery ? `?${escapeHtml(exportQuery)}` : ''}`, t('certificates.register.csv'))} · ${link(`/api/public/register.json${exportQuery ? `?${escapeHtml(exportQuery)}` : ''}`, t('certificates.register.json'))}</p>`,
      `<p><small>${t('certificates.verify.noScript')}</small></p>`,
    ];
    return { title: translate(intl, 'certificates.register.title'), html: noScriptBlock(locale, body) };
  };
}
