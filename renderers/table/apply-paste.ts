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
  const limit = options.maxItems ?? Number.POSITIVE_INFINITY;
  const available = Math.max(0, Math.max(limit, rows.length) - startRow);
  const pastedRows = Math.min(cells.length, available);
  const next = rows.slice();
  for (let r = 0; r < pastedRows; r++) {
    const index = startRow + r;
    const row: Row = { ...(next[index] ?? options.newRow()) };
    cells[r].forEach((text, c) => {
      const column = columns[startColumn + c];
      // cells with their own renderer (a sub-table, a computed value, a map) take no pasted text
      if (!column || column.cell) return;
      const value = toCellValue(column, text);
      if (value === undefined) delete row[column.key];
      else row[column.key] = value;
    });
    next[index] = row;
  }
  return { rows: next, pastedRows, clipped: pastedRows < cells.length };
}
