import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { CellValue, TableColumn } from './columns';
import { displayValue } from './cell-display';
import { CellError } from './cell-error';
import { placeAttributes } from './cell-place';

export interface ReadOnlyCellProps {
  row: number;
  col: number;
  column: TableColumn;
  value: CellValue;
  errors?: string[];
  tabbable: boolean;
  id: string;
}

/** A cell of a read-only table: the value as words, focusable for keyboard reading. */
export const ReadOnlyCell = memo(function ReadOnlyCell(props: ReadOnlyCellProps) {
  const { row, col, column, value, errors, tabbable, id } = props;
  const intl = useIntl();
  const errorId = `${id}__error`;
  return (
    <td
      role="gridcell"
      {...placeAttributes({ id, row, col, active: tabbable })}
      aria-describedby={errors ? errorId : undefined}
      className={typeof value === 'number' ? 'table-cell-number' : undefined}
    >
      <span className="table-cell-text">{displayValue(column, value, intl)}</span>
      {errors && <CellError id={errorId} messages={errors} />}
    </td>
  );
});
