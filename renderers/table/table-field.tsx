import { useCallback, useMemo, useRef, type FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import { Text, VisuallyHidden } from '@chakra-ui/react';
import {
  descriptionId,
  getUiOptions,
  helpId,
  titleId,
  type ErrorSchema,
  type FieldProps,
  type UiSchema,
} from '@rjsf/utils';
import { shouldShowErrors } from '../../src/forms/form-context';
import { useFormRows } from './use-form-rows';
import { TableIntro } from './table-intro';
import type { Row } from './apply-paste';
import { newRowBoxes } from './columns';
import { useTableColumns } from './use-table-columns';
import { useBulkDelete, type BulkDeleteOption } from './use-bulk-delete';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { TableGrid } from './table-grid';
import { TableToolbar } from './table-toolbar';
import { KeyboardHelp } from './keyboard-help';
import { PasteProgress } from './paste-progress';
import { rowLevelErrors } from './error-schema';
import { usePendingEdits } from './use-pending-edits';
import { isFocusMovingWithin } from './grid-keyboard';
import { useRowKeys } from './use-row-keys';
import { isBlankRow } from './blank-row';
import { useTouchedCells } from './use-touched-cells';
import { useTableActions } from './use-table-actions';
import { TableContext } from './table-context';
import { useComputedEdit } from './use-computed-edit';

/** The row and property of a cell's id (`<prefix>_<row>_<property>`; a row's own id has no property). */
function cellOfId(cellId: string, idPrefix: string): { row: number; key: string } {
  const rest = cellId.slice(idPrefix.length + 1);
  const split = rest.indexOf('_');
  return { row: Number.parseInt(rest, 10), key: split < 0 ? '' : rest.slice(split + 1) };
}

/**
 * The `table` field (`"ui:field": "table"`): an array of objects as an editable,
 * virtualised grid. Columns come from the item schema (`ui:order` of `items` in the ui
 * schema orders them); rows can be added, deleted one by one or in bulk after confirmation,
 * and pasted from a spreadsheet. `minItems` protects the last rows, `maxItems` stops adding.
 */
export function TableField(props: FieldProps<Row[]>) {
  const { schema, uiSchema, registry, fieldPathId, hideError } = props;
  const intl = useIntl();
  const { formRows, onChange } = useFormRows(props);
  const { schemaUtils } = registry;
  const { itemSchema, columns } = useTableColumns(props);
  const uiOptions = getUiOptions(uiSchema);
  const bulk = (uiOptions.bulkDelete ?? {}) as BulkDeleteOption;
  const editable = !(props.readonly || props.disabled);
  const minItems = schema.minItems ?? 0;
  const maxItems = schema.maxItems ?? Number.POSITIVE_INFINITY;
  const idPrefix = fieldPathId.$id;
  const errorSchema = hideError ? undefined : (props.errorSchema as ErrorSchema | undefined);
  const pending = usePendingEdits(formRows, (next) => onChange(next, fieldPathId.path));
  // The rows shown are `pending.rowAt(i)`; `rows` (the form's, or a paste's) give their number
  // and keys. Edits never change either, so a cell left walks no row but those in view.
  const rows = pending.base;
  // Computed columns follow their source column when it is stored (not per key press).
  const computedEdit = useComputedEdit(columns, pending.edit);
  // the rows a person edited (their keys): only those, or rows holding answers, are judged before sending
  const edited = useRef(new Set<string>());
  const keys = useRowKeys(rows);
  const edit: typeof computedEdit = (row, key, value) => {
    edited.current.add(keys.list[row] ?? '');
    computedEdit(row, key, value);
  };
  const { selected: selectedNow, setSelected, confirming, setConfirming, asked, failure, askToDelete, deleteRefused } = useBulkDelete(bulk, keys.list);
  // Cells left in this table; the form hears of the table as one field, when it is left.
  const { touched, touch } = useTouchedCells(errorSchema, idPrefix);

  // what a new row starts with: unticked boxes and the row schema's defaults (`[]` for a column of several choices)
  const newRow = useCallback(
    (): Row => ({ ...newRowBoxes(columns), ...((schemaUtils.getDefaultFormState(itemSchema, undefined) ?? {}) as Row) }),
    [columns, schemaUtils, itemSchema],
  );
  const table = useTableActions(
    {
      edit,
      discard: pending.discard,
      flush: pending.flush,
      flushAfterFrame: pending.flushAfterFrame,
      take: pending.take,
      stage: pending.stage,
      keys,
      columns,
      errorSchema,
      path: fieldPathId.path,
      minItems,
      maxItems,
      firstCol: editable ? 1 : 0,
      newRow,
      onChange,
      touch,
      doneMessage: bulk.done,
    },
    setSelected,
  );

  const formContext = registry.formContext;
  // A row nothing was typed in is not judged until the form is sent: adding a second row left
  // the first one's cell and showed "required" under it before anything was typed (issue 54).
  // A row edited (even emptied by hand) is judged as any other.
  const { rowAt, isPendingCell } = pending;
  const start = useMemo(newRow, [newRow]);
  const untyped = useCallback(
    (row: number) => !edited.current.has(keys.list[row] ?? '') && isBlankRow(rowAt(row), start) && isBlankRow(rows[row], start),
    [rowAt, rows, keys.list, start],
  );
  // A cell typed in and left shows no message until the form has judged what it now holds: the
  // form's messages are still the older value's ("required" under a number just typed flashed
  // for the 0.4 s before the hand-over and the validation after it, issue 46).
  const showErrors = useCallback(
    (cellId: string) => {
      const { row, key } = cellOfId(cellId, idPrefix);
      if (key && isPendingCell(row, key)) return false;
      return (touched.has(cellId) && !untyped(row)) || shouldShowErrors(formContext, cellId);
    },
    [formContext, touched, untyped, idPrefix, isPendingCell],
  );
  const { flushAfterFrame, postpone, rowsNow } = pending;
  const { dropIfBlank } = table;
  const onBlur = props.onBlur;
  // Focus moving from cell to cell keeps the edits here (they go to the form together, see
  // usePendingEdits); focus leaving the table hands them over once the frame showing it is out.
  const onLeave = useCallback(
    (event: FocusEvent<HTMLDivElement>) => {
      if (isFocusMovingWithin() || event.currentTarget.contains(event.relatedTarget as Node | null)) return;
      dropIfBlank();
      flushAfterFrame();
      onBlur(idPrefix, rowsNow());
    },
    [flushAfterFrame, onBlur, idPrefix, rowsNow, dropIfBlank],
  );
  const title = (uiOptions.title as string | undefined) ?? schema.title ?? props.name;
  const description = (uiOptions.description as string | undefined) ?? schema.description;
  // the keys' help has an id of its own: `__help` is the field's `ui:help` (FieldHelpTemplate), drawn under the table
  const hintIds = { min: `${idPrefix}__min`, max: `${idPrefix}__max`, help: `${idPrefix}__keys` };
  // the grid is described by the table's description and help, when it has them, then by the keys'
  const gridDescribedBy = [description && descriptionId(fieldPathId), typeof uiOptions.help === 'string' && uiOptions.help && helpId(fieldPathId), hintIds.help]
    .filter(Boolean)
    .join(' ');
  const context = useMemo(() => ({ registry, readonly: !editable }), [registry, editable]);
  const titleElementId = titleId(fieldPathId);
  const rowErrors = useMemo(() => rowLevelErrors(errorSchema), [errorSchema]);

  return (
    <TableContext.Provider value={context}>
    <div onBlur={onLeave} onKeyDownCapture={postpone}>
      <TableIntro
        titleId={titleElementId}
        descriptionId={descriptionId(fieldPathId)}
        title={title}
        description={description}
        required={props.required}
        schema={schema}
        uiSchema={uiSchema as UiSchema | undefined}
        registry={registry}
      />
      {editable && (
        <TableToolbar
          rowCount={rows.length}
          selectedCount={selectedNow.size}
          minItems={minItems}
          maxItems={maxItems}
          minHintId={hintIds.min}
          maxHintId={hintIds.max}
          onAdd={table.addRow}
          onDeleteSelected={askToDelete}
          onDeleteRefused={deleteRefused}
        />
      )}
      {failure && (
        <Text role="alert" color="fg.error" fontSize="sm" mb={1}>
          {failure}
        </Text>
      )}
      <KeyboardHelp id={hintIds.help} editable={editable} />
      {table.progress && <PasteProgress done={table.progress.done} total={table.progress.total} />}
      {rowErrors
        .filter((error) => showErrors(`${idPrefix}_${error.row}`))
        .map((error, i) => (
          <Text key={i} color="fg.error" fontSize="sm" mb={1}>
            {intl.formatMessage({ id: 'renderers.table.rowError' }, { row: error.row + 1, message: error.message })}
          </Text>
        ))}
      {rows.length === 0 ? (
        <Text color="fg.muted" py={2}>
          {intl.formatMessage({ id: 'renderers.table.empty' })}
        </Text>
      ) : (
        <TableGrid
          rowCount={rows.length}
          rowAt={pending.rowAt}
          rowKeys={keys.list}
          columns={columns}
          errorSchema={errorSchema}
          showErrors={showErrors}
          editable={editable}
          selected={selectedNow}
          canDelete={rows.length > minItems}
          deleteHintId={hintIds.min}
          idPrefix={idPrefix}
          labelledBy={titleElementId}
          describedBy={gridDescribedBy}
          actions={table.actions}
          onSelectAll={table.selectAll}
          focusRequest={table.focusRequest}
          onAddRow={editable && rows.length < maxItems ? table.addRowBelow : undefined}
          onRowLeft={table.dropIfBlank}
        />
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {table.announcement}
      </VisuallyHidden>
      {/* Mounted on first use: the dialog's state machine and portal stay out of the table's first render. */}
      {asked && (
        <ConfirmDeleteDialog
          open={confirming}
          count={selectedNow.size}
          bodyId={bulk.confirmBody}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            table.deleteSelected(selectedNow);
          }}
        />
      )}
    </div>
    </TableContext.Provider>
  );
}
