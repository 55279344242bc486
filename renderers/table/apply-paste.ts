import type { TableColumn } from './columns';
import { toCellValue } from './cell-values';

export type Row = Record<string, unknown>;

export interface PasteResult {
  rows: Row[];
  /** How many rows of the pasted text landed in the table. */
  pastedRows: number;
  /** Whether rows were left out because the table may hold no more (`maxItems`). */
  clipped: boolean;
}

/** How many of `cellRows` pasted rows fit from `startRow` in a table of `rowCount` rows that holds at most `maxItems`. */
export function pasteExtent(rowCount: number, startRow: number, cellRows: number, maxItems = Number.POSITIVE_INFINITY) {
  const available = Math.max(0, Math.max(maxItems, rowCount) - startRow);
  const pastedRows = Math.min(cellRows, available);
  return { pastedRows, clipped: pastedRows < cellRows };
}

/**
 * One pasted line written into `row` (or a new row when there is none) from data column
 * `startColumn` rightwards, each value converted for its column. Cells beyond the last
 * column are dropped. Returns a new row.
 */
export function pasteRow(row: Row | undefined, columns: readonly TableColumn[], startColumn: number, cells: readonly string[], newRow: () => Row): Row {
  const next: Row = { ...(row ?? newRow()) };
  cells.forEach((text, c) => {
    const column = columns[startColumn + c];
    // cells with their own renderer (a sub-table, a computed value, a map) take no pasted text;
    // a choice of several options takes their names
    if (!column || (column.cell && column.cell !== 'multiChoice')) return;
    const value = toCellValue(column, text);
    if (value === undefined) delete next[column.key];
    else next[column.key] = value;
  });
  return next;
}

/**
 * Writes a block of pasted cells into the table from the cell at (`startRow`, `startColumn`)
 * rightwards and downwards, converting each value for its column and adding rows as
 * needed. Cells beyond the last column are dropped. Pure: returns new rows.
 */
export function applyPaste(
  rows: readonly Row[],
  columns: readonly TableColumn[],
  startRow: number,
  startColumn: number,
  cells: readonly string[][],
  options: { maxItems?: number; newRow: () => Row },
): PasteResult {
  const { pastedRows, clipped } = pasteExtent(rows.length, startRow, cells.length, options.maxItems);
  const next = rows.slice();
  for (let r = 0; r < pastedRows; r++) {
    next[startRow + r] = pasteRow(next[startRow + r], columns, startColumn, cells[r], options.newRow);
  }
  return { rows: next, pastedRows, clipped };
}
