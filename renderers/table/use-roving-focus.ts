import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import type { TableColumn } from './columns';
import { moveCell, type CellPosition } from './grid-navigation';
import { blurForMove, cellOf, moveForEvent } from './grid-keyboard';

export interface RovingFocusOptions {
  container: RefObject<HTMLElement | null>;
  /** Brings a row into the rendered window (virtualised rows may not be in the DOM). */
  scrollToRow: (row: number) => void;
  rowCount: number;
  colCount: number;
  pageSize: number;
  columns: readonly TableColumn[];
  /** Grid column of the first data column (after the selection column, when there is one). */
  firstCol: number;
  idPrefix: string;
  /** Set by the table to move focus to a cell (after adding a row, for instance). */
  focusRequest: CellPosition | null;
  /** Enter in the last row: the table adds a row and focuses its first cell (true), or adds none (false). */
  onEnterBelowLast?: () => boolean;
  /** The active cell moved to another row (the row left, by its index). */
  onRowLeft?: (row: number) => void;
}

/**
 * One tab stop for the whole grid (the active cell) and the keys that move it. Focus moves
 * straight to the target cell when it is rendered, so the cell being left sees its blur (and
 * keeps what was typed); a row outside the window is scrolled in first. A cell that shows
 * text (`data-activate`) becomes the active cell when it gets focus, and focus then goes to
 * the form control it renders.
 */
export function useRovingFocus(options: RovingFocusOptions) {
  const { container, scrollToRow, rowCount, colCount, pageSize, columns, firstCol, idPrefix } = options;
  const [active, setActive] = useState<CellPosition>({ row: 0, col: firstCol });
  const pendingFocus = useRef<CellPosition | null>(null);
  const scroll = useRef(scrollToRow);
  scroll.current = scrollToRow;

  // Focuses the cell now if it is rendered; else scrolls its row in and tries after the next render.
  const tryFocus = useCallback(() => {
    const target = pendingFocus.current;
    if (!target || !container.current) return;
    const element = container.current.querySelector<HTMLElement>(`[data-row="${target.row}"][data-col="${target.col}"]`);
    if (!element) {
      scroll.current(target.row);
      return;
    }
    if (element.dataset.activate !== undefined) {
      // A text cell: it is made active and renders its control, which takes focus in the
      // layout effect below. Focusing the cell itself first would cost two more focus
      // changes (to the cell, then away when it gives up its tab stop), each of which
      // restyles the page and wakes the browser's autofill. The field being left is blurred
      // first, so it keeps what was typed and reports that it was visited.
      const current = document.activeElement;
      if (current instanceof HTMLElement && current !== element && container.current.contains(current)) blurForMove(current);
      setActive({ row: target.row, col: target.col });
      return;
    }
    pendingFocus.current = null;
    element.focus();
    // Arriving selects the text, so typing replaces it as in a spreadsheet.
    if (element instanceof HTMLInputElement && element.type === 'text') element.select();
  }, [container]);

  const focusCell = useCallback(
    (target: CellPosition) => {
      pendingFocus.current = target;
      tryFocus();
    },
    [tryFocus],
  );

  useLayoutEffect(() => {
    if (pendingFocus.current) tryFocus();
  });

  const request = options.focusRequest;
  useLayoutEffect(() => {
    if (request) focusCell(request);
  }, [request, focusCell]);

  // The error summary links to cells by id; a cell scrolled out of the window is not in the
  // DOM, so the link only changes the hash, and the table brings the cell in and focuses it.
  useEffect(() => {
    const onHash = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const match = id.startsWith(`${idPrefix}_`) ? /^(\d+)_(.+)$/.exec(id.slice(idPrefix.length + 1)) : null;
      const col = match ? columns.findIndex((column) => column.key === match[2]) : -1;
      if (match && col >= 0) focusCell({ row: Number(match[1]), col: col + firstCol });
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [idPrefix, columns, firstCol, focusCell]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    // No key inside the grid submits the form: Enter in a field, a tick box or a list
    // would otherwise send the whole step (buttons keep Enter, for what they do).
    if (event.key === 'Enter' && !(target instanceof HTMLButtonElement) && !(target instanceof HTMLTextAreaElement)) event.preventDefault();
    if (target.dataset.selectAll !== undefined) {
      // the header's "select all rows", reached with the up arrow from the first row's tick box
      if (event.key.startsWith('Arrow')) event.preventDefault();
      if (event.key === 'ArrowDown' && rowCount > 0) focusCell({ row: 0, col: 0 });
      return;
    }
    const from = cellOf(event.target);
    const move = from && moveForEvent(event);
    if (!from || !move) return;
    event.preventDefault();
    if (move === 'down' && event.key === 'Enter' && from.row === rowCount - 1 && options.onEnterBelowLast) {
      // leaving the cell first commits what was typed in it, then the new row takes focus
      blurForMove(event.target as HTMLElement);
      // no row added (the last one is still blank): the cell keeps focus
      if (!options.onEnterBelowLast()) focusCell(from);
      return;
    }
    if (move === 'up' && from.row === 0 && from.col === 0 && firstCol > 0) {
      container.current?.querySelector<HTMLElement>('[data-select-all]')?.focus();
      return;
    }
    focusCell(moveCell(from, move, { rows: rowCount, cols: colCount, pageSize }));
  };
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const at = cellOf(event.target);
    if (!at) return;
    if ((event.target as HTMLElement).dataset.activate !== undefined) pendingFocus.current = at;
    if (at.row !== active.row || at.col !== active.col) setActive(at);
  };

  // The row the active cell leaves is told (whether focus moved by key, click or request).
  const onRowLeft = useRef(options.onRowLeft);
  onRowLeft.current = options.onRowLeft;
  const lastRow = useRef(active.row);
  useEffect(() => {
    if (lastRow.current !== active.row) onRowLeft.current?.(lastRow.current);
    lastRow.current = active.row;
  }, [active.row]);

  // The tab stop stays inside the table when rows go away.
  const activeRow = Math.min(active.row, Math.max(0, rowCount - 1));
  return { activeRow, activeCol: active.col, onKeyDown, onFocus };
}
