import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { formatIssueWith, knowsIssue } from './format-issue.ts';
import type { FormattedIssue, Locale, ValidationIssue } from './types.ts';
import { languageOf, LOCALES } from '../engine/locales.ts';
import { readJsonFile } from '../engine/schema-folder.ts';

// Node only (the CLI, the server's tests): the browser gets `validation.json` with the guest
// catalogue part (src/i18n/namespaces.ts) and formats through its own IntlProvider.
const LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url));

/**
 * The validation message catalogues, one flat `{ id: ICU message }` object per language of
 * `locales/languages.json`, read from `locales/<code>/validation.json`: a language added by its
 * files and its line in the list needs no line of code here.
 */
export const VALIDATION_CATALOGUES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = Object.fromEntries(
  LOCALES.map((code) => [code, readJsonFile(join(LOCALES_DIR, code, 'validation.json')) as Record<string, string>]),
);

export { LOCALES };

/** `el-GR` → `el`; an unsupported locale → `en`. */
export const normalizeLocale = (locale: string | undefined): Locale => languageOf(locale, 'en');

type Messages = Readonly<Record<string, string>>;

const cache = createIntlCache();
const plain = new Map<Locale, IntlShape>();
const withExtra = new WeakMap<Messages, Map<Locale, IntlShape>>();

// One IntlShape per locale (and extra catalogue), so parsed ICU messages are reused.
function intlFor(locale: Locale, extra: Messages | undefined): IntlShape {
  let store = plain;
  if (extra) {
    store = withExtra.get(extra) ?? new Map();
    withExtra.set(extra, store);
  }
  let intl = store.get(locale);
  if (!intl) {
    const messages = { ...VALIDATION_CATALOGUES[locale], ...extra };
    // Missing ids are handled below; formatjs' own reporting would only add console noise.
    intl = createIntl({ locale, defaultLocale: 'en', messages, onError: () => {} }, cache);
    store.set(locale, intl);
  }
  return intl;
}

/** Renders one issue's message: the locale's catalogue, then English, then the generic message. */
export function formatMessage(issue: ValidationIssue, locale: Locale | string, extra?: Messages): string {
  const local = intlFor(normalizeLocale(locale), extra);
  if (knowsIssue(local, issue)) return formatIssueWith(local, issue);
  const english = intlFor('en', extra);
  return formatIssueWith(knowsIssue(english, issue) ? english : local, issue);
}

/**
 * Adds the translated `message` to each issue.
 * @param extra - more catalogue entries, for `errorMessage` ids that live in a form's catalogue.
 */
export function formatIssues(
  issues: readonly ValidationIssue[],
  locale: Locale | string,
  extra?: Messages,
): FormattedIssue[] {
  return issues.map((issue) => ({ ...issue, message: formatMessage(issue, locale, extra) }));
}
