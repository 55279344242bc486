/** A cell of the grid: data row index and grid column index (selection and action columns count). */
export interface CellPosition {
  row: number;
  col: number;
}

export type NavMove = 'up' | 'down' | 'left' | 'right' | 'rowStart' | 'rowEnd' | 'first' | 'last' | 'pageUp' | 'pageDown';

/** What kind of control holds focus in a cell; decides which keys it keeps for itself. */
export type CellControl = 'text' | 'date' | 'select' | 'checkbox' | 'button' | 'cell';

export interface KeyInput {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  control: CellControl;
  /** For text: whether the caret sits at the start / end with nothing selected. */
  caretAtStart?: boolean;
  caretAtEnd?: boolean;
}

/**
 * The move a key press asks for, or null when the control keeps the key: the caret of a
 * text cell moves within the text until it reaches an edge, a date keeps its arrows for
 * its parts, Alt opens a select's list, buttons keep Enter, and Tab leaves the grid.
 */
export function navMoveFor(input: KeyInput): NavMove | null {
  const { key, control } = input;
  if (input.altKey) return null;
  const command = Boolean(input.ctrlKey || input.metaKey);
  switch (key) {
    case 'ArrowUp':
      return command || control !== 'date' ? 'up' : null;
    case 'ArrowDown':
      return command || control !== 'date' ? 'down' : null;
    case 'ArrowLeft':
      if (command) return 'left';
      if (control === 'date') return null;
      return control !== 'text' || input.caretAtStart ? 'left' : null;
    case 'ArrowRight':
      if (command) return 'right';
      if (control === 'date') return null;
      return control !== 'text' || input.caretAtEnd ? 'right' : null;
    case 'Enter':
      if (control === 'button' || command) return null;
      return input.shiftKey ? 'up' : 'down';
    case 'Home':
      if (command) return 'first';
      return control === 'text' ? null : 'rowStart';
    case 'End':
      if (command) return 'last';
      return control === 'text' ? null : 'rowEnd';
    case 'PageUp':
      return 'pageUp';
    case 'PageDown':
      return 'pageDown';
    default:
      return null;
  }
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));

/** Where a move leads from `from` in a grid of `rows` × `cols`; it stops at the edges. */
export function moveCell(
  from: CellPosition,
  move: NavMove,
  bounds: { rows: number; cols: number; pageSize?: number },
): CellPosition {
  const lastRow = Math.max(0, bounds.rows - 1);
  const lastCol = Math.max(0, bounds.cols - 1);
  const page = bounds.pageSize ?? 10;
  const at = (row: number, col: number) => ({ row: clamp(row, lastRow), col: clamp(col, lastCol) });
  switch (move) {
    case 'up':
      return at(from.row - 1, from.col);
    case 'down':
      return at(from.row + 1, from.col);
    case 'left':
      return at(from.row, from.col - 1);
    case 'right':
      return at(from.row, from.col + 1);
    case 'rowStart':
      return at(from.row, 0);
    case 'rowEnd':
      return at(from.row, lastCol);
    case 'first':
      return at(0, 0);
    case 'last':
      return at(lastRow, lastCol);
    case 'pageUp':
      return at(from.row - page, from.col);
    case 'pageDown':
      return at(from.row + page, from.col);
  }
}
