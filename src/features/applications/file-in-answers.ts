/** Where in a draft's answers a file attached offline goes: its step, the field's path in the step, one file or a list. */
export interface FileSpot {
  stepId: string;
  path: readonly (string | number)[];
  multiple: boolean;
}

/**
 * The answers with `ref` added at `spot` (appended to a list, or replacing the one file), the
 * way the field itself adds a file it uploaded; the containers on the way are copied, not changed.
 */
export function withFileAt(answers: Record<string, unknown>, spot: FileSpot, ref: unknown): Record<string, unknown> {
  const put = (container: unknown, path: readonly (string | number)[]): unknown => {
    if (path.length === 0) return spot.multiple ? [...(Array.isArray(container) ? container : []), ref] : ref;
    const [head, ...rest] = path;
    if (typeof head === 'number') {
      const list = Array.isArray(container) ? [...(container as unknown[])] : [];
      list[head] = put(list[head], rest);
      return list;
    }
    const object = container && typeof container === 'object' && !Array.isArray(container) ? { ...(container as Record<string, unknown>) } : {};
    object[head] = put(object[head], rest);
    return object;
  };
  return { ...answers, [spot.stepId]: put(answers[spot.stepId], spot.path) };
}
