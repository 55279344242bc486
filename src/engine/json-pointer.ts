/** RFC 6901 helpers. */
export const escapePointer = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

export const pointerOf = (segments: (string | number)[]) => segments.map((s) => `/${escapePointer(s)}`).join('');

export function resolvePointer(document: unknown, pointer: string): { found: boolean; value?: unknown } {
  if (pointer === '' || pointer === '/') return { found: true, value: document };
  let node: unknown = document;
  for (const raw of pointer.replace(/^\//, '').split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(key in (node as object))) return { found: false };
    node = (node as Record<string, unknown>)[key];
  }
  return { found: true, value: node };
}

/** Puts `value` at `pointer` in `target`, making the objects on the way (a list on the way is replaced). */
export function setPointer(target: Record<string, unknown>, pointer: string, value: unknown) {
  const keys = pointer.replace(/^\//, '').split('/').map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    node = (node[key] = typeof next === 'object' && next !== null && !Array.isArray(next) ? next : {}) as Record<string, unknown>;
  }
  node[keys.at(-1)!] = value;
}
