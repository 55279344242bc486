import { memo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { UiSchema } from '@rjsf/utils';
import type { CellValue } from './columns';
import type { EditedCellProps } from './cell-props';
import { CellButton } from './cell-button';
import { CellDialog } from './cell-dialog';
import { cellSummary } from './cell-summary';

export type DialogCellProps = EditedCellProps;

/**
 * `"ui:cell": "dialog"`: the cell shows a summary of its value (how many rows, which file) on
 * a button that opens the property's own field in a dialog: a table inside a table's row, an
 * upload. What is done there reaches the row when the dialog is closed with "Done".
 */
export const DialogCell = memo(function DialogCell(props: DialogCellProps) {
  const { row, column, value, id, actions } = props;
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const summary = cellSummary(value, intl);
  const { 'ui:cell': _cell, ...ui } = (column.ui ?? {}) as UiSchema;
  return (
    <CellButton
      place={props}
      label={props.label(summary)}
      open={open}
      onOpen={() => setOpen(true)}
      after={
        <>
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
        </>
      }
    >
      {summary}
    </CellButton>
  );
});
