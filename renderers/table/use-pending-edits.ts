import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Row } from './apply-paste';
import type { CellValue } from './columns';

/** The cells typed into one row: property → value (`undefined`: cleared). */
type CellEdits = Readonly<Record<string, CellValue>>;

interface Pending {
  /** Rows that replace the form's until they are handed over (a paste), or null. */
  staged: readonly Row[] | null;
  /**
   * Cells edited since, by row index; they apply on top of the staged rows or the form's.
   * Added to in place (a copy per edit would cost a pass over every edited row on each cell
   * left); a hand-over starts a new map. `version` tells React that it changed.
   */
  edits: Map<number, CellEdits>;
  version: number;
}

const nothing = (): Pending => ({ staged: null, edits: new Map(), version: 0 });

/**
 * Events that must not be handled before the form holds the edits: a click on Continue or on
 * a dialog's Done, a submit, and the key or pointer press before them.
 */
const GUARDED = ['keydown', 'pointerdown', 'click', 'submit'] as const;

/** Quiet time after the last key press in the table before edits go to the form. */
export const FLUSH_DELAY_MS = 400;

function withCells(base: Row | undefined, cells: CellEdits): Row {
  const row: Row = { ...base };
  for (const [key, value] of Object.entries(cells)) {
    if (value === undefined) delete row[key];
    else row[key] = value;
  }
  return row;
}

function withEdits(base: readonly Row[], edits: ReadonlyMap<number, CellEdits>): readonly Row[] {
  if (!edits.size) return base;
  const rows = base.slice();
  for (const [index, cells] of edits) rows[index] = withCells(base[index], cells);
  return rows;
}

/** One row as shown: the row of `base` with its pending cells on top. */
export type RowAt = (index: number) => Row;

const isEmpty = (pending: Pending) => pending.staged === null && pending.edits.size === 0;

/**
 * Cell edits the form has not seen yet. Every change handed to rjsf validates the whole
 * form and renders it again (rjsf holds a handle for the rows, so it copies and compares none
 * of them, src/forms/table-handles.ts; still some 15 ms of validation for 10,000 parcels), so
 * edited cells are kept here, shown at once, and handed over together when the person pauses
 * or leaves the table. A paste stages its rows here while it runs.
 * `base` are the form's rows (or the staged ones); `rowAt` gives a row as shown, with its
 * edits. Nothing here walks every row when a cell is edited or left: an edit is one map entry,
 * and only the rows the grid renders are merged with their edits (O(rows in view)).
 */
export function usePendingEdits(formRows: readonly Row[], hand: (rows: Row[]) => void) {
  const [pending, setPending] = useState(nothing);
  const base = pending.staged ?? formRows;
  // Rows merged with their edits, kept while neither the base rows nor a row's edits change.
  const merged = useRef({ base, rows: new Map<number, { cells: CellEdits; row: Row }>() });
  if (merged.current.base !== base) merged.current = { base, rows: new Map() };
  const { edits, version } = pending;
  const rowAt = useMemo<RowAt>(() => {
    const cache = merged.current.rows;
    return (index) => {
      const cells = edits.get(index);
      if (!cells) return base[index];
      const hit = cache.get(index);
      if (hit?.cells === cells) return hit.row;
      const row = withCells(base[index], cells);
      cache.set(index, { cells, row });
      return row;
    };
    // `version` changes when `edits` changed in place
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [base, edits, version]);
  /** Whether a cell holds an edit the form has not been handed yet: the form's messages about it are the older value's. */
  const isPendingCell = useMemo(
    () => (index: number, key: string) => Object.hasOwn(edits.get(index) ?? {}, key),
    // `version` changes when `edits` changed in place
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [edits, version],
  );
  // Pending changes are read from here, not from state: several may come before the next render.
  const latest = useRef({ formRows, hand, pending, finishStaging: null as (() => void) | null });
  latest.current.formRows = formRows;
  latest.current.hand = hand;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Cancels the hand-over planned for after the next frame (see flushAfterFrame), when one is. */
  const cancelPlanned = useRef<(() => void) | null>(null);

  const set = useCallback((next: Pending) => {
    latest.current.pending = next;
    setPending(next);
  }, []);

  /** The rows as they are now, a staging still under way finished first. */
  const current = useCallback((): readonly Row[] => {
    const finish = latest.current.finishStaging;
    latest.current.finishStaging = null;
    finish?.();
    const { formRows: base, pending: now } = latest.current;
    return withEdits(now.staged ?? base, now.edits);
  }, []);

  /** Hands pending edits (and staged rows) to the form now. Returns the rows as they now are. */
  const flush = useCallback((): readonly Row[] => {
    clearTimeout(timer.current);
    cancelPlanned.current?.();
    const rowsNow = current();
    if (isEmpty(latest.current.pending)) return rowsNow;
    // the form renders these rows next; until it does, they are the rows (a second change in
    // the same moment, such as adding a row after the last cell was left, builds on them)
    latest.current.formRows = rowsNow;
    set(nothing());
    latest.current.hand(rowsNow as Row[]);
    return rowsNow;
  }, [current, set]);

  /**
   * Hands pending edits to the form just after the next frame: the focus leaving the table
   * (or the last rows of a paste) shows at once, and the form's validation of every row (some
   * 15 ms for 10,000 rows) comes after it. A key, a pointer press, a click or
   * a submit anywhere before then hands them over first, so no button reads the form without them.
   */
  const flushAfterFrame = useCallback(() => {
    if (isEmpty(latest.current.pending) || cancelPlanned.current) return;
    const now = () => void flush();
    // Rendered at once, so that the click's own handlers (a dialog's Done) read the rows.
    const first = () => flushSync(now);
    let after: ReturnType<typeof setTimeout> | undefined;
    // The 0.4 s timer stays as it is: a hidden page runs no frames.
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => (after = setTimeout(now, 0))) : undefined;
    if (frame === undefined) after = setTimeout(now, 0);
    for (const type of GUARDED) document.addEventListener(type, first, true);
    cancelPlanned.current = () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(after);
      for (const type of GUARDED) document.removeEventListener(type, first, true);
      cancelPlanned.current = null;
    };
  }, [flush]);

  /** Pushes the hand-over back while the person is still busy in the table. */
  const postpone = useCallback(() => {
    if (isEmpty(latest.current.pending) || latest.current.finishStaging) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, FLUSH_DELAY_MS);
  }, [flush]);

  const edit = useCallback(
    (index: number, key: string, value: CellValue) => {
      const now = latest.current.pending;
      now.edits.set(index, { ...now.edits.get(index), [key]: value });
      set({ ...now, version: now.version + 1 });
      // a paste under way hands everything over when it ends
      if (latest.current.finishStaging) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, FLUSH_DELAY_MS);
    },
    [flush, set],
  );

  /**
   * The rows as they are now, which become the staged rows: edits so far are folded into
   * them, so a paste that builds on them is not undone by an older edit of the same cell.
   */
  const take = useCallback((): readonly Row[] => {
    const rowsNow = current();
    if (!isEmpty(latest.current.pending)) set({ staged: rowsNow, edits: new Map(), version: 0 });
    return rowsNow;
  }, [current, set]);

  /**
   * Shows `staged` in place of the form's rows (edits made meanwhile stay on top) until they
   * are handed over. `finish`, while the rows are still being made, completes them at once:
   * it is called when the form must have them now (a click on Continue, the table going away).
   */
  const stage = useCallback(
    (staged: readonly Row[], finish?: () => void) => {
      clearTimeout(timer.current);
      latest.current.finishStaging = finish ?? null;
      const now = latest.current.pending;
      set({ staged, edits: now.edits, version: now.version + 1 });
    },
    [set],
  );

  /** Forgets pending edits: the caller hands over rows that already hold them. */
  const discard = useCallback(() => {
    clearTimeout(timer.current);
    cancelPlanned.current?.();
    latest.current.finishStaging = null;
    set(nothing());
  }, [set]);

  // Nothing typed is lost when the table goes away (a step of the wizard changes).
  useEffect(() => () => void flush(), [flush]);

  /** The rows as shown now, every row (for a caller that needs them all, not on a key press). */
  const rowsNow = useCallback(() => withEdits(latest.current.pending.staged ?? latest.current.formRows, latest.current.pending.edits), []);

  return { base, rowAt, isPendingCell, rowsNow, edit, flush, flushAfterFrame, postpone, discard, take, stage };
}
