import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Row } from './apply-paste';
import type { CellValue } from './columns';

const NONE: ReadonlyMap<number, Row> = new Map();

/**
 * Events that must not be handled before the form holds the edits: a click on Continue or on
 * a dialog's Done, a submit, and the key or pointer press before them.
 */
const GUARDED = ['keydown', 'pointerdown', 'click', 'submit'] as const;

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
  /** Cancels the hand-over planned for after the next frame (see flushAfterFrame), when one is. */
  const cancelPlanned = useRef<(() => void) | null>(null);

  /** Hands pending edits to the form now. Returns the rows as they now are. */
  const flush = useCallback((): readonly Row[] => {
    clearTimeout(timer.current);
    cancelPlanned.current?.();
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

  /**
   * Hands pending edits to the form just after the next frame: the focus leaving the table
   * shows at once, and the form's pass over every row (hundreds of milliseconds for thousands
   * of rows) comes after it. A key, a pointer press, a click or a submit anywhere before then
   * hands them over first, so no button reads the form without them.
   */
  const flushAfterFrame = useCallback(() => {
    if (!latest.current.edits.size || cancelPlanned.current) return;
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

  return { rows, edit, flush, flushAfterFrame, postpone, discard };
}
