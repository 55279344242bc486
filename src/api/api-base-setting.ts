/**
 * The API's base from the `VITE_API_BASE_URL` setting (docs/configuration.md): by default `/api`
 * on the portal's own origin, else the setting without its trailing slashes. Free of
 * `import.meta.env`, so that the build (scripts/vite-route-preloads.ts) reads the setting as the
 * browser will.
 */
export function apiBaseOf(setting: string | undefined): string {
  const base = (setting ?? '').trim().replace(/\/+$/, '');
  return base === '' ? '/api' : base;
}
