import type { ErrorSchema } from '@rjsf/utils';

type Node = { __errors?: string[] } & Record<string, unknown>;

/** Messages about a row as a whole (e.g. a property the schema does not allow), by row index. */
export function rowLevelErrors(errorSchema: ErrorSchema | undefined): { row: number; message: string }[] {
  if (!errorSchema) return [];
  return Object.entries(errorSchema as Record<string, Node>)
    .filter(([key]) => /^\d+$/.test(key))
    .flatMap(([key, node]) => (node?.__errors ?? []).map((message) => ({ row: Number(key), message })));
}

/**
 * The error schema after rows are removed: errors of the remaining rows move with them, so
 * a message never lands beside a row it was not about.
 */
export function withoutRows(errorSchema: ErrorSchema | undefined, removed: ReadonlySet<number>): ErrorSchema | undefined {
  if (!errorSchema) return undefined;
  const sorted = [...removed].sort((a, b) => a - b);
  const result: Record<string, unknown> = {};
  for (const [key, node] of Object.entries(errorSchema as Record<string, unknown>)) {
    if (!/^\d+$/.test(key)) {
      result[key] = node;
      continue;
    }
    const index = Number(key);
    if (removed.has(index)) continue;
    const shift = sorted.filter((r) => r < index).length;
    result[String(index - shift)] = node;
  }
  return result as ErrorSchema;
}
