import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { EditedCellProps } from './cell-props';
import { displayValue } from './cell-display';
import { placeAttributes } from './cell-place';

/** A computed cell is not edited: it has no row actions and no messages' id of its own. */
export type ComputedCellProps = Omit<EditedCellProps, 'actions' | 'invalid' | 'errorId'>;

/**
 * `"ui:cell": "computed"`: a value the table computes from another column of the row
 * (`ui:options` `compute` and `from`), shown read-only. It is computed when that column
 * changes, never while typing elsewhere.
 */
export const ComputedCell = memo(function ComputedCell(props: ComputedCellProps) {
  const { column, value } = props;
  const intl = useIntl();
  const text = displayValue(column, value, intl);
  return (
    <td
      role="gridcell"
      className="table-cell-number"
      {...placeAttributes(props)}
      aria-readonly="true"
      aria-label={props.label(text)}
    >
      <span className="table-cell-value">{text}</span>
      {props.messages}
    </td>
  );
});
