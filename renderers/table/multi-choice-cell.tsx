import { memo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { labelOf, type CellValue, type EnumOption, type TableColumn } from './columns';
import type { EditedCellProps } from './cell-props';
import { displayValue } from './cell-display';
import { useTableContext } from './table-context';
import { CellButton } from './cell-button';
import { CellDialogFrame } from './cell-dialog-frame';

export type MultiChoiceCellProps = EditedCellProps;

/** The answer as a list of chosen values; a value kept from the time it was typed text is read as the codes it names. */
const chosenOf = (value: CellValue): unknown[] =>
  Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,;]/).map((v) => v.trim()).filter(Boolean) : [];

/**
 * The options offered: the column's, then any chosen value no longer among them (a unit code
 * since removed from Appendix 1, a product since taken out of Appendix 2), by its words, so the
 * person sees it and can untick it.
 */
const offered = (column: TableColumn, chosen: readonly unknown[]): EnumOption[] => [
  ...column.options,
  ...chosen.filter((v) => !column.options.some((o) => o.value === v)).map((v) => ({ value: v as EnumOption['value'], label: labelOf(column, v) })),
];

/**
 * `"ui:cell": "multiChoice"`: several options of a list in one cell (a product's add-ons). The
 * cell is a button, reached and opened like the grid's other cells (arrows, Enter, Space);
 * it opens the options as tick boxes in a dialog (Tab between them, Space ticks, Escape gives
 * up, Done keeps). Pasted or typed names ("GRASP, SPRING") are read by the table as a paste.
 * The list may be another step's answers (`optionsFrom`, read in by the table: answer-options.ts).
 */
export const MultiChoiceCell = memo(function MultiChoiceCell(props: MultiChoiceCellProps) {
  const { row, column, value, id, actions } = props;
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
  const keep = () => {
    if (!draft) return;
    close();
    actions.commit(row, column.key, (draft.length ? draft : undefined) as CellValue);
  };
  return (
    <CellButton
      place={props}
      label={props.label(summary)}
      open={draft !== null}
      onOpen={() => setDraft(chosenOf(value))}
      after={
        <>
          {props.messages}
          {draft && (
            <CellDialogFrame title={title} size="md" onCancel={close} onDone={keep}>
              {!options.length && column.optionsFrom && (
                <Text color="gray.700">{intl.formatMessage({ id: 'renderers.tableCells.noChoicesYet' })}</Text>
              )}
              <Stack role="group" aria-label={title} gap={2}>
                {options.map((option, i) => (
                  <Checkbox.Root
                    key={i}
                    // the input's id through the box's own ids: its label (the Root) points at it, so a
                    // tap or click on the name or the box ticks it (an id set on HiddenInput alone was not the label's)
                    ids={{ hiddenInput: `${id}__option-${i}` }}
                    checked={draft.includes(option.value)}
                    disabled={readonly}
                    onCheckedChange={(details) => toggle(option.value, details.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{option.label}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
            </CellDialogFrame>
          )}
        </>
      }
    >
      {summary}
    </CellButton>
  );
});
