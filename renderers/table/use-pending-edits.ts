import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Row } from './apply-paste';
import type { CellValue } from './columns';

const NONE: ReadonlyMap<number, Row> = new Map();

/** Quiet time after the last key press in the table before edits go to the form. */
export const FLUSH_DELAY_MS = 400;

/**
 * Cell edits the form has not seen yet. Every change handed to rjsf re-derives the whole
 * form (defaults, validation, comparison of all rows: hundreds of milliseconds for a
 * thousand parcels), so edited rows are kept here, shown at once, and handed over together
 * when the person pauses or leaves the table. `rows` are the form's rows with the edits.
 */
export function usePendingEdits(formRows: readonly Row[], hand: (rows: Row[]) => void) {
  const [edits, setEdits] = useState(NONE);
  const rows = useMemo(
    () => (edits.size ? formRows.map((row, i) => edits.get(i) ?? row) : formRows),
    [formRows, edits],
  );
  // Edits are read from here, not from state: several may come before the next render.
  const latest = useRef({ formRows, edits, hand });
  latest.current = { formRows, edits, hand };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Hands pending edits to the form now. Returns the rows as they now are. */
  const flush = useCallback((): readonly Row[] => {
    clearTimeout(timer.current);
    const { formRows: base, edits: pending, hand: handOver } = latest.current;
    if (!pending.size) return base;
    const current = base.map((row, i) => pending.get(i) ?? row);
    latest.current.edits = NONE;
    // the form renders these rows next; until it does, they are the rows (a second change in
    // the same moment, such as adding a row after the last cell was left, builds on them)
    latest.current.formRows = current;
    setEdits(NONE);
    handOver(current);
    return current;
  }, []);

  /** Pushes the hand-over back while the person is still busy in the table. */
  const postpone = useCallback(() => {
    if (!latest.current.edits.size) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, FLUSH_DELAY_MS);
  }, [flush]);

  const edit = useCallback(
    (index: number, key: string, value: CellValue) => {
      const { formRows: base, edits: pending } = latest.current;
      const row: Row = { ...(pending.get(index) ?? base[index]) };
      if (value === undefined) delete row[key];
      else row[key] = value;
      const next = new Map(pending).set(index, row);
      latest.current.edits = next;
      setEdits(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, FLUSH_DELAY_MS);
    },
    [flush],
  );

  /** Forgets pending edits: the caller hands over rows that already hold them. */
  const discard = useCallback(() => {
    clearTimeout(timer.current);
    latest.current.edits = NONE;
    setEdits(NONE);
  }, []);

  // Nothing typed is lost when the table goes away (a step of the wizard changes).
  useEffect(() => () => void flush(), [flush]);

  return { rows, edit, flush, postpone, discard };
}
