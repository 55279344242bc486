import { useContext, useEffect, useState } from 'react';
import { DivisionSourceContext, type Division, type DivisionLevel } from './division-source';

export type DivisionsState =
  | { status: 'idle' | 'loading' | 'error'; items: Division[] }
  | { status: 'ready'; items: Division[] };

/** The options of one level for its parent (`undefined` parent: nothing to load yet). */
export function useDivisions(level: DivisionLevel, parent: string | undefined) {
  const source = useContext(DivisionSourceContext);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<DivisionsState & { key?: string }>({ status: 'idle', items: [] });
  const key = parent === undefined ? undefined : `${level}:${parent}:${attempt}`;

  useEffect(() => {
    if (parent === undefined) return;
    const controller = new AbortController();
    setState({ status: 'loading', items: [], key });
    source(level, parent, controller.signal).then(
      (items) => setState({ status: 'ready', items, key }),
      () => !controller.signal.aborted && setState({ status: 'error', items: [], key }),
    );
    return () => controller.abort();
  }, [source, level, parent, key]);

  // Until the effect for a new parent runs, the old parent's options must not show.
  const current: DivisionsState = key && state.key === key ? state : { status: key ? 'loading' : 'idle', items: [] };
  return { ...current, retry: () => setAttempt((n) => n + 1) };
}
