import type { ReactNode } from 'react';
import type { CellValue, TableColumn } from './columns';
import type { RowActions } from './row-actions';

/** What table-cell.tsx hands a cell of its own kind (`ui:cell`) that edits its value. */
export interface EditedCellProps {
  row: number;
  col: number;
  column: TableColumn;
  value: CellValue;
  active: boolean;
  id: string;
  actions: RowActions;
  label: (text?: string) => string;
  messages: ReactNode;
  invalid: boolean;
  errorId: string;
}
