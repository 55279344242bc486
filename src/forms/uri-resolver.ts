/**
 * What rjsf's `findSchemaDefinition` asks of `fast-uri` (resolving a `$ref` against a base
 * `$id`, comparing two ids), done by the browser's own URL parser: `fast-uri` is 23 kB of every
 * form's script, and the portal's forms reach it only through a `$ref` that is not a fragment
 * (bundled forms have none). vite.config.ts gives rjsf this module in its place.
 */

// a base with no scheme ("forms/a.json") is resolved as if under this origin, which is then taken off
const PLACEHOLDER = 'https://relative.invalid';

function resolve(base: string | undefined, ref: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref)) return new URL(ref).href;
  if (base && /^[a-z][a-z0-9+.-]*:/i.test(base)) return new URL(ref, base).href;
  const rooted = (base ?? '').startsWith('/');
  const resolved = new URL(ref, new URL(base ?? '', `${PLACEHOLDER}/`)).href.slice(PLACEHOLDER.length);
  return rooted ? resolved : resolved.slice(1);
}

const normalized = (uri: string) => resolve(undefined, uri);

export default {
  resolve,
  equal: (a: string, b: string): boolean => a === b || normalized(a) === normalized(b),
};
