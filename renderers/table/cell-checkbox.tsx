import type { HTMLAttributes } from 'react';

export interface CellCheckboxProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'onToggle'> {
  checked: boolean;
  label: string;
  /** Whether this box holds the grid's one tab stop. */
  tabbable: boolean;
  onToggle: (checked: boolean) => void;
}

/**
 * A tick box of the grid (a boolean column, a row's selection). An ARIA checkbox rather
 * than an <input>: the browser's autofill walks every form control of the form on each
 * key press, and a thousand-row table would offer it a control per row.
 */
export function CellCheckbox({ checked, label, tabbable, onToggle, ...rest }: CellCheckboxProps) {
  return (
    <span
      {...rest}
      role="checkbox"
      aria-checked={checked}
      aria-label={label}
      tabIndex={tabbable ? 0 : -1}
      className="table-check"
      onClick={() => onToggle(!checked)}
      onKeyDown={(event) => {
        if (event.key !== ' ') return;
        // Space ticks the box and must not scroll the page.
        event.preventDefault();
        onToggle(!checked);
      }}
    >
      {checked ? '✓' : ''}
    </span>
  );
}
