/**
 * Where a cell stands in the grid: its id, its row and column (read by the grid's keyboard
 * handling, grid-navigation.ts) and whether it is the one cell the Tab key reaches (roving focus).
 */
export interface CellPlace {
  id: string;
  row: number;
  col: number;
  /** The cell the Tab key reaches. */
  active: boolean;
}

/** The attributes that put a focusable cell (or its button) in the grid's roving focus. */
export const placeAttributes = ({ id, row, col, active }: CellPlace) => ({
  id,
  'data-row': row,
  'data-col': col,
  tabIndex: active ? 0 : -1,
});
