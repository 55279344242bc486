import {
  useEffect,
  useLayoutEffect,
  useRef,
  type AriaAttributes,
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useIntl } from 'react-intl';
import type { CellValue, TableColumn } from './columns';
import { toCellText, toCellValue } from './cell-values';
import type { RowActions } from './row-actions';

export interface CellEditorProps {
  row: number;
  /** Grid column index (the selection column counts), for keyboard navigation. */
  col: number;
  column: TableColumn;
  value: CellValue;
  id: string;
  label: string;
  /** aria-invalid, aria-describedby (the messages) and aria-required of the cell. */
  aria: AriaAttributes;
  actions: RowActions;
  onPaste: (event: ClipboardEvent<HTMLElement>) => boolean;
}

/**
 * The form control of the active cell: a text field (or a date, or a choice), the only one
 * in the grid. What is typed stays in the field itself (an uncontrolled input: a key press
 * renders nothing, as fast as a bare input) and reaches the table when the cell is left.
 * `data-editing` tells the keyboard handling that the arrow keys now move the caret.
 */
export function CellEditor(props: CellEditorProps) {
  const { row, col, column, value, id, label, aria, actions } = props;
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  /** What was typed since the cell became active, or null when nothing was. */
  const draft = useRef<string | null>(null);
  const shared = { id, 'data-row': row, 'data-col': col, tabIndex: 0, 'aria-label': label, ...aria };
  const stored = toCellText(value, column);

  const setDraft = (text: string | null) => {
    draft.current = text;
    const field = input.current;
    if (!field) return;
    if (text === null) delete field.dataset.editing;
    else field.dataset.editing = 'true';
  };
  const commitText = (text: string) => {
    const next = toCellValue(column, text);
    if (next !== value) actions.commit(row, column.key, next);
  };
  // The stored value changed from outside (a paste, the edit handed over): the field shows it
  // unless something is being typed.
  useLayoutEffect(() => {
    if (draft.current === null && input.current && input.current.value !== stored) input.current.value = stored;
  }, [stored]);
  // Focus leaves before the table makes another cell active; should this cell go away
  // while edited all the same (its row deleted, scrolled out of the window), what was
  // typed is kept.
  const latest = useRef(commitText);
  latest.current = commitText;
  useEffect(
    () => () => {
      if (draft.current !== null) latest.current(draft.current);
    },
    [],
  );

  const onBlur = () => {
    if (draft.current !== null) {
      commitText(draft.current);
      setDraft(null);
    }
    actions.blur(id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const field = event.currentTarget;
    if (event.key === 'Escape' && draft.current !== null) {
      // Escape gives back the stored value, as in a spreadsheet.
      event.stopPropagation();
      setDraft(null);
      field.value = stored;
    } else if (event.key === 'F2' && draft.current === null) {
      // F2 edits the content instead of replacing it: the caret goes to the end and the
      // arrow keys move it within the text.
      event.preventDefault();
      setDraft(field.value);
      field.setSelectionRange(field.value.length, field.value.length);
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLElement>) => {
    if (props.onPaste(event)) setDraft(null);
  };
  // Arriving in the cell, by keyboard or by a click, selects its text so that typing replaces
  // it, as in a spreadsheet; the click's own mouseup would otherwise drop the selection and
  // leave the caret where it landed (so a second click still places the caret).
  const arrivedByClick = useRef(false);
  const onMouseDown = (event: MouseEvent<HTMLInputElement>) => {
    arrivedByClick.current = document.activeElement !== event.currentTarget;
  };
  const onFocus = (event: FocusEvent<HTMLInputElement>) => {
    if (draft.current === null && event.currentTarget.type === 'text') event.currentTarget.select();
  };
  const onMouseUp = (event: MouseEvent<HTMLInputElement>) => {
    if (arrivedByClick.current) event.preventDefault();
    arrivedByClick.current = false;
  };

  if (column.kind === 'enum') {
    const index = column.options.findIndex((option) => option.value === value);
    const unknown = index < 0 && value !== undefined && value !== null;
    return (
      <select
        {...shared}
        value={unknown ? 'unknown' : index >= 0 ? String(index) : ''}
        onChange={(event) => {
          const chosen = column.options[Number(event.target.value)];
          actions.commit(row, column.key, event.target.value === '' ? undefined : chosen?.value);
        }}
        onBlur={onBlur}
        onPaste={onPaste}
      >
        <option value="">{intl.formatMessage({ id: 'renderers.table.choose' })}</option>
        {column.options.map((option, i) => (
          <option key={i} value={String(i)}>
            {option.label}
          </option>
        ))}
        {/* a value that is not among the options (pasted, imported) is shown, not lost */}
        {unknown && <option value="unknown">{toCellText(value)}</option>}
      </select>
    );
  }
  // Dates are typed as people write them (dd/mm/yyyy), never in the browser's date control:
  // its segments swallow the arrow keys and later digits ("223830-12-07").
  const date = column.kind === 'date';
  const numeric = column.kind === 'number' || column.kind === 'integer';
  return (
    <input
      {...shared}
      ref={input}
      type="text"
      inputMode={numeric ? (column.kind === 'integer' ? 'numeric' : 'decimal') : undefined}
      placeholder={date ? intl.formatMessage({ id: 'forms.date.placeholder' }) : undefined}
      readOnly={column.kind === 'other'}
      defaultValue={stored}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={onBlur}
      onFocus={onFocus}
      onMouseDown={onMouseDown}
      onMouseUp={onMouseUp}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
      autoComplete="off"
    />
  );
}
