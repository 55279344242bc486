import { memo, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { CellValue, TableColumn } from './columns';
import { toCellText, toCellValue } from './cell-values';
import { CellError } from './cell-error';
import { isMultiCellPaste, parseTsv } from './tsv';
import type { RowActions } from './row-actions';

export interface TableCellProps {
  row: number;
  /** Grid column index (the selection column counts), for keyboard navigation. */
  col: number;
  /** Index among the data columns, where a paste starts. */
  dataCol: number;
  column: TableColumn;
  value: CellValue;
  errors?: string[];
  tabbable: boolean;
  id: string;
  actions: RowActions;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One editable cell. What is typed stays in the cell's own state and reaches rjsf when the
 * cell loses focus (arrow keys and Enter move focus), so a keystroke renders this cell only.
 */
export const TableCell = memo(function TableCell(props: TableCellProps) {
  const { row, col, dataCol, column, value, errors, tabbable, id, actions } = props;
  const intl = useIntl();
  const [draft, setDraft] = useState<string | null>(null);
  const errorId = `${id}__error`;
  const shared = {
    id,
    'data-row': row,
    'data-col': col,
    tabIndex: tabbable ? 0 : -1,
    'aria-label': intl.formatMessage({ id: 'renderers.table.cellLabel' }, { column: column.title, row: row + 1 }),
    'aria-invalid': errors ? true : undefined,
    'aria-describedby': errors ? errorId : undefined,
    'aria-required': column.required || undefined,
  };

  const commitText = (text: string) => {
    const next = toCellValue(column, text);
    if (next !== value) actions.commit(row, column.key, next);
  };
  const onBlur = () => {
    if (draft !== null) {
      commitText(draft);
      setDraft(null);
    }
    actions.blur(id);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && draft !== null) {
      // Escape gives back the stored value, as in a spreadsheet.
      event.stopPropagation();
      setDraft(null);
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLElement>) => {
    const text = event.clipboardData.getData('text/plain');
    const isText = column.kind === 'text' || column.kind === 'number' || column.kind === 'integer';
    if (!isMultiCellPaste(text) && isText) return;
    event.preventDefault();
    setDraft(null);
    actions.paste(row, dataCol, parseTsv(text));
  };

  let control;
  if (column.kind === 'boolean') {
    control = (
      <input
        {...shared}
        type="checkbox"
        checked={value === true}
        onChange={(event) => actions.commit(row, column.key, event.target.checked)}
        onBlur={onBlur}
        onPaste={onPaste}
      />
    );
  } else if (column.kind === 'enum') {
    const index = column.options.findIndex((option) => option.value === value);
    const unknown = index < 0 && value !== undefined && value !== null;
    control = (
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
  } else {
    const text = draft ?? toCellText(value);
    // A stored date the date control cannot show (pasted text) is edited as text instead.
    const asDate = column.kind === 'date' && (text === '' || ISO_DATE.test(text));
    const numeric = column.kind === 'number' || column.kind === 'integer';
    control = (
      <input
        {...shared}
        type={asDate ? 'date' : 'text'}
        inputMode={numeric ? (column.kind === 'integer' ? 'numeric' : 'decimal') : undefined}
        readOnly={column.kind === 'other'}
        value={text}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        autoComplete="off"
        data-editing={draft !== null || undefined}
      />
    );
  }
  return (
    <td role="gridcell" className={numericClass(column)}>
      {control}
      {errors && <CellError id={errorId} messages={errors} />}
    </td>
  );
});

const numericClass = (column: TableColumn) =>
  column.kind === 'number' || column.kind === 'integer' ? 'table-cell-number' : undefined;
