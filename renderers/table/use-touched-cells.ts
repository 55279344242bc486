import { useCallback, useEffect, useRef, useState } from 'react';
import type { ErrorSchema } from '@rjsf/utils';

type Node = { __errors?: string[] } & Record<string, unknown>;

/** Whether rjsf has messages for the cell with this id (`<prefix>_<row>_<property>`). */
function hasMessages(errorSchema: ErrorSchema | undefined, idPrefix: string, id: string): boolean {
  const rest = id.slice(idPrefix.length + 1);
  const split = rest.indexOf('_');
  if (!errorSchema || split < 0) return false;
  const row = (errorSchema as Record<string, Node | undefined>)[rest.slice(0, split)];
  return Boolean((row?.[rest.slice(split + 1)] as Node | undefined)?.__errors?.length);
}

/**
 * The cells that were left, whose messages may therefore show. Arrow keys leave a cell on
 * every press: leaving one renders the table again only when that cell has messages to show.
 * The others are noted quietly, and join when the form's validation finds messages for them.
 */
export function useTouchedCells(errorSchema: ErrorSchema | undefined, idPrefix: string) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const quiet = useRef(new Set<string>());
  const latest = useRef({ errorSchema, touched });
  latest.current = { errorSchema, touched };

  const touch = useCallback(
    (id: string) => {
      const { errorSchema: errors, touched: now } = latest.current;
      if (now.has(id) || quiet.current.has(id)) return;
      if (hasMessages(errors, idPrefix, id)) setTouched((prev) => new Set(prev).add(id));
      else quiet.current.add(id);
    },
    [idPrefix],
  );

  useEffect(() => {
    const found = [...quiet.current].filter((id) => hasMessages(errorSchema, idPrefix, id));
    if (!found.length) return;
    found.forEach((id) => quiet.current.delete(id));
    setTouched((prev) => new Set([...prev, ...found]));
  }, [errorSchema, idPrefix]);

  return { touched, touch };
}
