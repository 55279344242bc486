import { useRef } from 'react';

export interface RowKeys {
  /** One stable key per row, in row order. */
  list: readonly string[];
  /** Announces the keys of the next rows (after a delete or an add), before asking rjsf for them. */
  expect: (next: string[]) => void;
  /** A key for a new row. */
  create: () => string;
}

/**
 * Stable keys for rows that have no id of their own, so that after a delete each remaining
 * row keeps its React state (a half-typed cell) and its selection. Keys follow the changes
 * the table makes; when the rows change from outside with a new length, keys are added or
 * dropped at the end.
 */
export function useRowKeys(rows: readonly unknown[]): RowKeys {
  const state = useRef({ rows: undefined as unknown, list: [] as string[], pending: null as string[] | null, next: 0 });
  const s = state.current;
  const create = () => `r${(s.next += 1)}`;
  // Derived during render on purpose: the keys must match the rows of this very render.
  if (s.rows !== rows) {
    if (s.pending && s.pending.length === rows.length) s.list = s.pending;
    else if (s.list.length > rows.length) s.list = s.list.slice(0, rows.length);
    else if (s.list.length < rows.length) s.list = [...s.list, ...Array.from({ length: rows.length - s.list.length }, create)];
    s.pending = null;
    s.rows = rows;
  }
  return {
    list: s.list,
    expect: (next) => {
      s.pending = next;
    },
    create,
  };
}
