/**
 * Reading and writing a draft's answers by path segments (`["plant-production", "unit",
 * "responsible_person"]`, `*` for every row of a table), for the migrations (migrate.ts).
 */
export type Json = Record<string, unknown>;
export const isJson = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

export const get = (root: unknown, segments: string[]): unknown =>
  segments.reduce<unknown>((node, key) => (Array.isArray(node) ? node[Number(key)] : isJson(node) ? node[key] : undefined), root);

export function set(root: Json, segments: string[], value: unknown) {
  let node: unknown = root;
  segments.forEach((key, i) => {
    const last = i === segments.length - 1;
    const container = node as Json & unknown[];
    if (last) {
      container[key as never] = value as never;
      return;
    }
    const nextIsRow = /^\d+$/.test(segments[i + 1]);
    if (!isJson(container[key as never]) && !Array.isArray(container[key as never])) container[key as never] = (nextIsRow ? [] : {}) as never;
    node = container[key as never];
  });
}

export function remove(root: Json, segments: string[]) {
  const parent = get(root, segments.slice(0, -1));
  if (isJson(parent)) delete parent[segments.at(-1)!];
}

/** Every answer a pattern with `*` reaches, with the row numbers the stars stood for. */
export function expand(root: Json, pattern: string[]): { segments: string[]; rows: string[] }[] {
  const found: { segments: string[]; rows: string[] }[] = [];
  const go = (node: unknown, i: number, segments: string[], rows: string[]) => {
    if (i === pattern.length) {
      if (node !== undefined) found.push({ segments, rows });
      return;
    }
    const key = pattern[i];
    if (key === '*') {
      if (Array.isArray(node)) node.forEach((row, r) => go(row, i + 1, [...segments, String(r)], [...rows, String(r)]));
    } else if (isJson(node) && key in node) go(node[key], i + 1, [...segments, key], rows);
  };
  go(root, 0, [], []);
  return found;
}

/** A pattern's stars replaced by row numbers, in order. */
export const fillRows = (pattern: string[], rows: string[]) => {
  let r = 0;
  return pattern.map((s) => (s === '*' ? rows[r++] : s));
};

export const keyOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
export const copy = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));
