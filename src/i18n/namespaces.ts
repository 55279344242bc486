/**
 * The message files (locales/<locale>/<name>.json) a guest's screens need: sign-in,
 * registration's forms (their rich fields' texts are FIELDS_NAMESPACES'), password and username
 * recovery, e-mail verification, a certificate's public check, the 404 page, and the errors
 * the API answers there. They travel first, as `messages-<locale>`; the signed-in portal's
 * files follow as `messages-more-<locale>` (vite.config.ts), which a phone opening /login
 * does not wait for. `tests/e2e/guest-messages.spec.ts` walks every guest screen with only
 * these and fails on an id they lack.
 */
export const GUEST_NAMESPACES: readonly string[] = [
  'accounts',
  'app',
  'applications-api',
  'certificates',
  'errors',
  'forms',
  'request-errors',
  'validation',
];

/**
 * The texts of the rich fields (editable tables, map pickers, region cascades, handling sites,
 * uploads and the file store's errors) and of the questionnaires' common sections (`common`:
 * general details, the responsible person's statement, GDPR, terms of use): of the guests'
 * screens only registration shows any, so they travel as `messages-fields-<locale>` when
 * registration opens (src/features/auth/login-page.tsx) and with the signed-in portal's texts
 * (src/app/layouts/main-layout.tsx), not with /login.
 */
export const FIELDS_NAMESPACES: readonly string[] = ['common', 'file-store', 'renderer-geo', 'renderer-table', 'renderer-table-cells', 'renderer-upload'];

/**
 * The application families whose questionnaires have message files of their own (`bio.json`,
 * `bio-*.json`, `globalgap*.json`): only the forms under schemas/<family>/, its applications'
 * pages and the staff's application page show them, so they travel as
 * `messages-<family>-<locale>` when such a screen asks (its route loader), not with every
 * signed-in page. The titles of the wizards' steps live in `wizards.json` (the portal's): the
 * wizard lists every step while it opens at one of the common forms, which do not wait for them.
 */
export const FAMILIES = ['bio', 'globalgap'] as const;
export type Family = (typeof FAMILIES)[number];

/** The family a message file belongs to, if any. */
export const familyOf = (namespace: string): Family | undefined => FAMILIES.find((family) => namespace === family || namespace.startsWith(`${family}-`));

/**
 * The message files of casework: consultants' customers and employees, the certification body's
 * screens, an application's life after submission (offer to sanctions, requests, invoices,
 * notes). Every signed-in screen but the wizard's shows some (the list of applications says
 * where each stands): they travel as `messages-casework-<locale>`, which the wizard's screens
 * fetch once they show rather than before their first step (src/app/layouts/main-layout.tsx).
 * Their navigation and page titles live in the portal's files: every screen's menu shows them.
 */
export const CASEWORK_NAMESPACES: readonly string[] = ['customers', 'employees', 'invoices', 'lifecycle', 'notes', 'reports', 'requests', 'sanctions', 'staff'];

/**
 * The staff overview's own texts (`overview.json`: its charts, tables and filters, issue 51):
 * one screen shows them, so they travel as `messages-overview-<locale>` when it asks
 * (`useCatalogueParts('overview')`), not with every staff screen's casework texts.
 */
export const OVERVIEW_NAMESPACE = 'overview';

/**
 * The message files only the server writes with (mails, PDFs, the reports' files: src/server/core/i18n/catalogue.ts
 * reads every file), the build (`install`: the web app manifests, scripts/vite-pwa.ts) or a
 * command (`questionnaire-document`: npm run questionnaire, docs/reviewers.md): no page downloads them.
 */
export const SERVER_ONLY_NAMESPACES: readonly string[] = ['mail', 'pdf', 'install', 'questionnaire-document', 'report-files'];

/**
 * `guest`: what guests' screens need; `fields`: see FIELDS_NAMESPACES; `portal`: the rest of the signed-in portal's texts but
 * casework and the families' questionnaires; `casework`: see CASEWORK_NAMESPACES; `overview`: the
 * staff overview's (OVERVIEW_NAMESPACE); a family
 * (`bio`, `globalgap`): its questionnaires' texts.
 */
export type CataloguePart = 'guest' | 'fields' | 'portal' | 'casework' | 'overview' | Family;

/** Every part: every message (tests and stories render any screen at once). */
export const ALL_PARTS: readonly CataloguePart[] = ['guest', 'fields', 'portal', 'casework', 'overview', ...FAMILIES];

/** The part a message file travels in; `server` for those no page downloads. */
export const partOf = (namespace: string): CataloguePart | 'server' => {
  if (SERVER_ONLY_NAMESPACES.includes(namespace)) return 'server';
  if (GUEST_NAMESPACES.includes(namespace)) return 'guest';
  if (FIELDS_NAMESPACES.includes(namespace)) return 'fields';
  if (namespace === OVERVIEW_NAMESPACE) return 'overview';
  return CASEWORK_NAMESPACES.includes(namespace) ? 'casework' : (familyOf(namespace) ?? 'portal');
};

/** The chunk a part of a language travels in: `messages-<locale>`, `messages-more-<locale>` or `messages-<part>-<locale>` (fields, casework, overview, a family). */
export function languageChunkOfPart(locale: string, part: CataloguePart): string {
  if (part === 'guest') return `messages-${locale}`;
  return part === 'portal' ? `messages-more-${locale}` : `messages-${part}-${locale}`;
}

/** The chunk a message file travels in (its part's); none for the server's own. */
export function languageChunkOf(locale: string, namespace: string): string | null {
  const part = partOf(namespace);
  return part === 'server' ? null : languageChunkOfPart(locale, part);
}
