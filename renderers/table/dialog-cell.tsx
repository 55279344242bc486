import { memo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { UiSchema } from '@rjsf/utils';
import type { CellValue, TableColumn } from './columns';
import type { RowActions } from './row-actions';
import { CellDialog } from './cell-dialog';
import { cellSummary } from './cell-summary';

export interface DialogCellProps {
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

/**
 * `"ui:cell": "dialog"`: the cell shows a summary of its value (how many rows, which file) on
 * a button that opens the property's own field in a dialog: a table inside a table's row, an
 * upload. What is done there reaches the row when the dialog is closed with "Done".
 */
export const DialogCell = memo(function DialogCell(props: DialogCellProps) {
  const { row, col, column, value, active, id, actions } = props;
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const summary = cellSummary(value, intl);
  const { 'ui:cell': _cell, ...ui } = (column.ui ?? {}) as UiSchema;
  return (
    <td role="gridcell">
      <button
        type="button"
        className="table-cell-button"
        id={id}
        data-row={row}
        data-col={col}
        tabIndex={active ? 0 : -1}
        aria-haspopup="dialog"
        aria-label={props.label(summary)}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.invalid ? props.errorId : undefined}
        onClick={() => setOpen(true)}
      >
        {summary}
      </button>
      {props.messages}
      {open && column.schema && (
        <CellDialog
          title={intl.formatMessage({ id: 'renderers.tableCells.dialogTitle' }, { column: column.title, row: row + 1 })}
          schema={column.schema}
          uiSchema={ui}
          value={value}
          id={`${id}__dialog`}
          onCancel={() => setOpen(false)}
          onDone={(next) => {
            setOpen(false);
            actions.commit(row, column.key, next as CellValue);
          }}
        />
      )}
    </td>
  );
});
