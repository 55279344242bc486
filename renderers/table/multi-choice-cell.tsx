import { memo, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, Checkbox, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { CellValue, EnumOption, TableColumn } from './columns';
import type { RowActions } from './row-actions';
import { displayValue } from './cell-display';
import { useTableContext } from './table-context';

export interface MultiChoiceCellProps {
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

// Keys and focus inside the dialog are the dialog's, not the grid's (React bubbles them through the portal).
const stop = (event: SyntheticEvent) => event.stopPropagation();

/** The answer as a list of chosen values; a value kept from the time it was typed text is read as the codes it names. */
const chosenOf = (value: CellValue): unknown[] =>
  Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,;]/).map((v) => v.trim()).filter(Boolean) : [];

/**
 * The options offered: the column's, then any chosen value no longer among them (a unit code
 * since removed from Appendix 1), so the person sees it and can untick it.
 */
const offered = (column: TableColumn, chosen: readonly unknown[]): EnumOption[] => [
  ...column.options,
  ...chosen.filter((v) => !column.options.some((o) => o.value === v)).map((v) => ({ value: v as EnumOption['value'], label: String(v) })),
];

/**
 * `"ui:cell": "multiChoice"`: several options of a list in one cell (a product's add-ons). The
 * cell is a button, reached and opened like the grid's other cells (arrows, Enter, Space);
 * it opens the options as tick boxes in a dialog (Tab between them, Space ticks, Escape gives
 * up, Done keeps). Pasted or typed names ("GRASP, SPRING") are read by the table as a paste.
 * The list may be another step's answers (`optionsFrom`, read in by the table: answer-options.ts).
 */
export const MultiChoiceCell = memo(function MultiChoiceCell(props: MultiChoiceCellProps) {
  const { row, col, column, value, active, id, actions } = props;
  const intl = useIntl();
  const { readonly } = useTableContext();
  const [draft, setDraft] = useState<unknown[] | null>(null);
  const summary = displayValue(column, chosenOf(value) as CellValue, intl);
  const title = intl.formatMessage({ id: 'renderers.tableCells.dialogTitle' }, { column: column.title, row: row + 1 });
  const close = () => setDraft(null);
  const options = draft ? offered(column, chosenOf(value)) : [];
  const toggle = (option: unknown, on: boolean) =>
    setDraft((previous) => {
      const now = previous ?? [];
      // in the list's order, whatever order they were ticked in
      return options.map((o) => o.value).filter((v) => (v === option ? on : now.includes(v)));
    });
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
        onClick={() => setDraft(chosenOf(value))}
      >
        {summary}
      </button>
      {props.messages}
      {draft && (
        <Dialog.Root open size="md" onOpenChange={(details) => !details.open && close()}>
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content onKeyDown={stop} onFocus={stop} onBlur={stop} onPaste={stop} onKeyDownCapture={stop}>
                <Dialog.Header>
                  <Dialog.Title>{title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  {!options.length && column.optionsFrom && (
                    <Text color="gray.700">{intl.formatMessage({ id: 'renderers.tableCells.noChoicesYet' })}</Text>
                  )}
                  <Stack role="group" aria-label={title} gap={2}>
                    {options.map((option, i) => (
                      <Checkbox.Root
                        key={i}
                        checked={draft.includes(option.value)}
                        disabled={readonly}
                        onCheckedChange={(details) => toggle(option.value, details.checked === true)}
                      >
                        <Checkbox.HiddenInput id={`${id}__option-${i}`} />
                        <Checkbox.Control />
                        <Checkbox.Label>{option.label}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={close}>
                    {intl.formatMessage({ id: 'renderers.table.cancel' })}
                  </Button>
                  {!readonly && (
                    <Button
                      onClick={() => {
                        const next = draft;
                        close();
                        actions.commit(row, column.key, (next.length ? next : undefined) as CellValue);
                      }}
                    >
                      {intl.formatMessage({ id: 'renderers.tableCells.done' })}
                    </Button>
                  )}
                </Dialog.Footer>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      )}
    </td>
  );
});
