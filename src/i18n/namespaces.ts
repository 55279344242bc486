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

/** `messages-<locale>`, `messages-more-<locale>` or `validation-<locale>` for a message file. */
export function languageChunkOf(locale: string, namespace: string): string {
  if (namespace === 'validation') return `validation-${locale}`;
  return GUEST_NAMESPACES.includes(namespace) ? `messages-${locale}` : `messages-more-${locale}`;
}
