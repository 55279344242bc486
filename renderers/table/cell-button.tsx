import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { placeAttributes, type CellPlace } from './cell-place';

export interface CellButtonProps {
  /** The cell, and its messages' id when it shows as wrong. */
  place: CellPlace & { invalid?: boolean; errorId?: string };
  /** What a screen reader says for the cell (its column, row and value). */
  label: string;
  /** A tooltip, where the button's words do not say all the label does. */
  title?: string;
  onOpen: () => void;
  /** Its dialog is open: when it closes, focus comes back to the button (see below). */
  open: boolean;
  /** The button's words: the value's summary, or what it does. */
  children: ReactNode;
  /** After the button, inside the cell: the cell's messages and its dialog when open. */
  after?: ReactNode;
}

/**
 * A cell whose value is edited in a dialog (rows of a nested table, an upload, several
 * choices, a point on a map): a button in the grid's roving focus that opens it.
 */
export function CellButton({ place, label, title, onOpen, open, children, after }: CellButtonProps) {
  const { invalid, errorId } = place;
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  // The dialog is unmounted when it closes, with "Done" or "Cancel" focused: the dialog's own
  // focus return comes a moment later, and meanwhile focus is on the page's body (a screen
  // reader says nothing; on a busy machine the moment is long). Back to the cell in the same
  // render that removes the dialog.
  useLayoutEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <td role="gridcell">
      <button
        ref={button}
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
