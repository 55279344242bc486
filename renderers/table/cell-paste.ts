import type { ClipboardEvent } from 'react';
import type { TableColumn } from './columns';
import type { RowActions } from './row-actions';
import { isMultiCell, parseTsv } from './tsv';

/**
 * Handles a paste into the cell at (`row`, data column `dataCol`). One value pasted into a
 * text field being edited is left to the browser (it lands at the caret); a block of cells,
 * or any paste into a date, a choice or a tick box, fills the table from this cell on.
 * Returns whether the table took the paste.
 */
export function pasteIntoCell(
  event: ClipboardEvent<HTMLElement>,
  row: number,
  dataCol: number,
  column: TableColumn,
  actions: RowActions,
): boolean {
  const text = event.clipboardData.getData('text/plain');
  const typed = column.kind === 'text' || column.kind === 'number' || column.kind === 'integer';
  const intoTextField = event.target instanceof HTMLInputElement && event.target.type === 'text';
  // read once: a paste of thousands of rows is worth parsing only once
  const cells = parseTsv(text);
  if (typed && intoTextField && !isMultiCell(cells)) return false;
  event.preventDefault();
  actions.paste(row, dataCol, cells);
  return true;
}
