/** Where in a draft's answers a file attached offline goes: its step, the field's path in the step, one file or a list. */
export interface FileSpot {
  stepId: string;
  path: readonly (string | number)[];
  multiple: boolean;
}

/**
 * `container` with `ref` added at `path` (appended to a list when `multiple`, else replacing
 * the one file), the way the field itself adds a file it uploaded; the containers on the way
 * are copied, not changed.
 */
export function withValueAt(container: unknown, path: readonly (string | number)[], ref: unknown, multiple: boolean): unknown {
  if (path.length === 0) return multiple ? [...(Array.isArray(container) ? container : []), ref] : ref;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(container) ? [...(container as unknown[])] : [];
    list[head] = withValueAt(list[head], rest, ref, multiple);
    return list;
  }
  const object = container && typeof container === 'object' && !Array.isArray(container) ? { ...(container as Record<string, unknown>) } : {};
  object[head] = withValueAt(object[head], rest, ref, multiple);
  return object;
}

/** A draft's answers with `ref` added at `spot`, in its step's answers. */
export function withFileAt(answers: Record<string, unknown>, spot: FileSpot, ref: unknown): Record<string, unknown> {
  return { ...answers, [spot.stepId]: withValueAt(answers[spot.stepId], spot.path, ref, spot.multiple) };
}
