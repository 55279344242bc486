/**
 * The message files (locales/<locale>/<name>.json) a guest's screens need: sign-in,
 * registration of every kind (addresses, handling sites, uploads), password and username
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
  'common',
  'errors',
  'file-store',
  'forms',
  'renderer-geo',
  'renderer-table',
  'renderer-table-cells',
  'renderer-upload',
  'request-errors',
  'validation',
];

/**
 * The application families whose questionnaires have message files of their own (`bio.json`,
 * `bio-*.json`, `globalgap*.json`): only that family's wizard, its applications' pages and the
 * staff's application page show them, so they travel as `messages-<family>-<locale>` when such
 * a screen asks (its route loader), not with every signed-in page.
 */
export const FAMILIES = ['bio', 'globalgap'] as const;
export type Family = (typeof FAMILIES)[number];

/** The family a message file belongs to, if any. */
export const familyOf = (namespace: string): Family | undefined => FAMILIES.find((family) => namespace === family || namespace.startsWith(`${family}-`));

/** `messages-<locale>`, `messages-more-<locale>` or `messages-<family>-<locale>` for a message file. */
export function languageChunkOf(locale: string, namespace: string): string {
  if (GUEST_NAMESPACES.includes(namespace)) return `messages-${locale}`;
  const family = familyOf(namespace);
  return family ? `messages-${family}-${locale}` : `messages-more-${locale}`;
}
