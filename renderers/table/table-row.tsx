import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { ErrorSchema } from '@rjsf/utils';
import type { TableColumn } from './columns';
import type { Row } from './apply-paste';
import type { RowActions } from './row-actions';
import { TableCell } from './table-cell';
import { ReadOnlyCell } from './read-only-cell';
import { CellCheckbox } from './cell-checkbox';

export interface TableRowProps {
  index: number;
  row: Row;
  columns: readonly TableColumn[];
  /** rjsf's errors for this row (`errorSchema[index]`). */
  errors?: ErrorSchema;
  /** Whether a cell's messages may show yet (it was left, or a submit was tried). */
  showErrors: (cellId: string) => boolean;
  editable: boolean;
  selected: boolean;
  /** The grid column holding the roving focus when it is in this row, else -1. */
  activeCol: number;
  canDelete: boolean;
  /** The id of the text that says why rows cannot be deleted. */
  deleteHintId: string;
  idPrefix: string;
  actions: RowActions;
  measureRef: (element: HTMLTableRowElement | null) => void;
}

type ErrorNode = { __errors?: string[] };

/** One row: a selection checkbox, a cell per column and a delete button (when editable). */
function TableRowView(props: TableRowProps) {
  const { index, row, columns, errors, editable, selected, activeCol, canDelete, idPrefix, actions } = props;
  const intl = useIntl();
  const number = index + 1;
  const offset = editable ? 1 : 0;
  const deleteLabel = editable ? intl.formatMessage({ id: 'renderers.table.deleteRow' }, { row: number }) : '';
  const cells = columns.map((column, c) => {
    const id = `${idPrefix}_${index}_${column.key}`;
    const all = (errors?.[column.key as never] as ErrorNode | undefined)?.__errors;
    const messages = all?.length && props.showErrors(id) ? all : undefined;
    const shared = {
      row: index,
      col: c + offset,
      column,
      // a map cell reads (and writes) the row's coordinates
      value: (column.cell === 'map' ? row : row?.[column.key]) as never,
      errors: messages,
      id,
    };
    return editable ? (
      <TableCell key={column.key} {...shared} dataCol={c} active={activeCol === c + offset} actions={actions} />
    ) : (
      <ReadOnlyCell key={column.key} {...shared} tabbable={activeCol === c + offset} />
    );
  });
  return (
    <tr ref={props.measureRef} data-index={index} aria-rowindex={index + 2} aria-selected={editable ? selected : undefined}>
      {editable && (
        <td role="gridcell" className="table-cell-select">
          <CellCheckbox
            checked={selected}
            onToggle={() => actions.toggleSelected(index)}
            label={intl.formatMessage({ id: 'renderers.table.selectRow' }, { row: number })}
            data-row={index}
            data-col={0}
            tabbable={activeCol === 0}
          />
          <span aria-hidden="true">{number}</span>
        </td>
      )}
      {cells}
      {editable && (
        <td role="gridcell" className="table-cell-action">
          <button
            type="button"
            // aria-disabled keeps the button reachable, so its explanation can be read
            aria-disabled={!canDelete || undefined}
            aria-describedby={canDelete ? undefined : props.deleteHintId}
            aria-label={deleteLabel}
            title={deleteLabel}
            onClick={() => canDelete && actions.deleteRow(index)}
            data-row={index}
            data-col={columns.length + 1}
            tabIndex={activeCol === columns.length + 1 ? 0 : -1}
          >
            ✕
          </button>
        </td>
      )}
    </tr>
  );
}

// rjsf hands over a fresh copy of every row after each change; comparing the row's values
// keeps the rows that did not change from rendering again.
function sameRow(prev: TableRowProps, next: TableRowProps): boolean {
  for (const key of Object.keys(next) as (keyof TableRowProps)[]) {
    if (key !== 'row' && prev[key] !== next[key]) return false;
  }
  if (prev.row === next.row) return true;
  return next.columns.every((column) => prev.row?.[column.key] === next.row?.[column.key]);
}

export const TableRow = memo(TableRowView, sameRow);
