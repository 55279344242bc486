import { memo, type ClipboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { CellValue, TableColumn } from './columns';
import { displayValue } from './cell-display';
import { CellEditor } from './cell-editor';
import { CellCheckbox } from './cell-checkbox';
import { CellError } from './cell-error';
import { pasteIntoCell } from './cell-paste';
import type { RowActions } from './row-actions';
import type { Row } from './apply-paste';
import { DialogCell } from './dialog-cell';
import { ComputedCell } from './computed-cell';
import { MapCell } from './map-cell';
import { MultiChoiceCell } from './multi-choice-cell';

export interface TableCellProps {
  row: number;
  /** Grid column index (the selection column counts), for keyboard navigation. */
  col: number;
  /** Index among the data columns, where a paste starts. */
  dataCol: number;
  column: TableColumn;
  value: CellValue;
  errors?: string[];
  /** Whether this is the grid's active cell: its one tab stop, the one with a form control. */
  active: boolean;
  id: string;
  actions: RowActions;
}

/**
 * One editable cell. Only the active cell holds a form control (CellEditor); the others show
 * their value as text and hand focus to their control when they get it (`data-activate`), as
 * a spreadsheet does. Tick boxes are always the box itself. Values wrap onto as many lines as
 * they need; the row grows with its tallest cell.
 */
export const TableCell = memo(function TableCell(props: TableCellProps) {
  const { row, col, dataCol, column, value, errors, active, id, actions } = props;
  const intl = useIntl();
  const errorId = `${id}__error`;
  // One message per cell and render: formatting messages is a large part of rendering a cell.
  const label = (text?: string) =>
    text
      ? intl.formatMessage({ id: 'renderers.table.cellLabelValue' }, { column: column.title, row: row + 1, value: text })
      : intl.formatMessage({ id: 'renderers.table.cellLabel' }, { column: column.title, row: row + 1 });
  const aria = {
    'aria-invalid': errors ? true : undefined,
    'aria-describedby': errors ? errorId : undefined,
    'aria-required': column.required || undefined,
  };
  const onPaste = (event: ClipboardEvent<HTMLElement>) => pasteIntoCell(event, row, dataCol, column, actions);
  const messages = errors && <CellError id={errorId} messages={errors} />;
  const className = column.kind === 'number' || column.kind === 'integer' ? 'table-cell-number' : undefined;

  // Cells with their own renderer (`"ui:cell"`): a dialog, a computed value, a map, several choices.
  if (column.cell === 'dialog') {
    return <DialogCell row={row} col={col} column={column} value={value} active={active} id={id} actions={actions} label={label} messages={messages} invalid={!!errors} errorId={errorId} />;
  }
  if (column.cell === 'computed') {
    return <ComputedCell row={row} col={col} column={column} value={value} active={active} id={id} label={label} messages={messages} />;
  }
  if (column.cell === 'multiChoice') {
    return <MultiChoiceCell row={row} col={col} column={column} value={value} active={active} id={id} actions={actions} label={label} messages={messages} invalid={!!errors} errorId={errorId} />;
  }
  if (column.cell === 'map') {
    return <MapCell row={row} col={col} column={column} value={value as Row | undefined} active={active} id={id} actions={actions} />;
  }

  if (column.kind === 'boolean') {
    return (
      <td role="gridcell" className={className}>
        <CellCheckbox
          {...aria}
          id={id}
          data-row={row}
          data-col={col}
          checked={value === true}
          label={label()}
          tabbable={active}
          onToggle={(checked) => actions.commit(row, column.key, checked)}
          onBlur={() => actions.blur(id)}
          onPaste={onPaste}
        />
        {messages}
      </td>
    );
  }
  const empty = value === undefined || value === null || value === '';
  const text = empty ? '' : displayValue(column, value, intl);
  if (active) {
    // The value as it showed stays under the field, unseen: the row keeps the height its wrapped
    // text gave it while the cell is active (table.css, .table-cell-editing).
    return (
      <td role="gridcell" className={className}>
        <div className="table-cell-editing">
          <span className="table-cell-value" aria-hidden="true">
            {text}
          </span>
          <CellEditor row={row} col={col} column={column} value={value} id={id} label={label()} aria={aria} actions={actions} onPaste={onPaste} />
        </div>
        {messages}
      </td>
    );
  }
  return (
    <td
      role="gridcell"
      className={className}
      id={id}
      data-row={row}
      data-col={col}
      data-activate=""
      tabIndex={-1}
      aria-label={label(text)}
      {...aria}
    >
      <span className="table-cell-value">{text}</span>
      {messages}
    </td>
  );
});
