import type { ReactNode } from 'react';
import { placeAttributes, type CellPlace } from './cell-place';

export interface CellButtonProps {
  /** The cell, and its messages' id when it shows as wrong. */
  place: CellPlace & { invalid?: boolean; errorId?: string };
  /** What a screen reader says for the cell (its column, row and value). */
  label: string;
  /** A tooltip, where the button's words do not say all the label does. */
  title?: string;
  onOpen: () => void;
  /** The button's words: the value's summary, or what it does. */
  children: ReactNode;
  /** After the button, inside the cell: the cell's messages and its dialog when open. */
  after?: ReactNode;
}

/**
 * A cell whose value is edited in a dialog (rows of a nested table, an upload, several
 * choices, a point on a map): a button in the grid's roving focus that opens it.
 */
export function CellButton({ place, label, title, onOpen, children, after }: CellButtonProps) {
  const { invalid, errorId } = place;
  return (
    <td role="gridcell">
      <button
        type="button"
        className="table-cell-button"
        {...placeAttributes(place)}
        aria-haspopup="dialog"
        aria-label={label}
        title={title}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onClick={onOpen}
      >
        {children}
      </button>
      {after}
    </td>
  );
}
