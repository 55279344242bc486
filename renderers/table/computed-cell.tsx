import { memo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CellValue, TableColumn } from './columns';
import { displayValue } from './cell-display';

export interface ComputedCellProps {
  row: number;
  col: number;
  column: TableColumn;
  value: CellValue;
  active: boolean;
  id: string;
  label: (text?: string) => string;
  messages: ReactNode;
}

/**
 * `"ui:cell": "computed"`: a value the table computes from another column of the row
 * (`ui:options` `compute` and `from`), shown read-only. It is computed when that column
 * changes, never while typing elsewhere.
 */
export const ComputedCell = memo(function ComputedCell(props: ComputedCellProps) {
  const { row, col, column, value, active, id } = props;
  const intl = useIntl();
  const text = displayValue(column, value, intl);
  return (
    <td
      role="gridcell"
      className="table-cell-number"
      id={id}
      data-row={row}
      data-col={col}
      tabIndex={active ? 0 : -1}
      aria-readonly="true"
      aria-label={props.label(text)}
    >
      <span className="table-cell-value">{text}</span>
      {props.messages}
    </td>
  );
});
