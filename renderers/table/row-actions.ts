import type { CellValue } from './columns';

/**
 * What a row and its cells may ask of the table. One stable object for the whole table, so
 * passing it never makes a memoised row or cell render again.
 */
export interface RowActions {
  /** Stores a cell's value (when the cell is left, or at once for checkboxes and selects). */
  commit: (row: number, key: string, value: CellValue) => void;
  /** Pastes a block of cells from the cell at (`row`, data column `column`). */
  paste: (row: number, column: number, cells: string[][]) => void;
  /** Records that a cell was left, so its messages may show. */
  blur: (id: string) => void;
  toggleSelected: (row: number) => void;
  deleteRow: (row: number) => void;
}
