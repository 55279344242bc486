import { parseAnswerPointer, valuesAt } from '../../src/validation/answer-rules/pointers';
import type { EnumOption, TableColumn } from './columns';

/**
 * The options of a column fed by another step's answers (`optionsFrom`): each value its
 * pointers read there, once, in the order given (the unit codes as Appendix 1 lists them).
 * Without the wizard's answers (a form shown alone) the list is empty: the cell still shows
 * and keeps what was chosen.
 */
export function optionsFromAnswers(pointers: readonly string[], answers: Readonly<Record<string, unknown>> | undefined): EnumOption[] {
  if (!answers) return [];
  const seen = new Set<string>();
  const options: EnumOption[] = [];
  for (const raw of pointers) {
    const pointer = parseAnswerPointer(raw);
    if (pointer?.kind !== 'absolute') continue;
    for (const value of valuesAt(answers[pointer.step], pointer.tokens)) {
      if (typeof value !== 'string' && typeof value !== 'number') continue;
      const text = String(value).trim();
      if (!text || seen.has(text)) continue;
      seen.add(text);
      options.push({ value: typeof value === 'string' ? text : value, label: text });
    }
  }
  return options;
}

/**
 * The options of a column of a list narrowed by other steps' answers (a member's products among
 * Appendix 2's): the list's options those answers name, in the list's order and with its words;
 * the whole list while they name none (the rule then lets anything pass: `ifNone`), and every
 * option kept as `labels` to show a value chosen before.
 */
function narrowed(column: TableColumn, answers: Readonly<Record<string, unknown>> | undefined): TableColumn {
  const named = new Set(optionsFromAnswers(column.optionsFrom ?? [], answers).map((option) => String(option.value)));
  const options = named.size ? column.options.filter((option) => named.has(String(option.value))) : column.options;
  return { ...column, options, labels: column.options };
}

/** The columns with the options of those fed by other steps' answers read in; the same array when none is. */
export function withAnswerOptions(columns: TableColumn[], answers: Readonly<Record<string, unknown>> | undefined): TableColumn[] {
  if (!columns.some((column) => column.optionsFrom)) return columns;
  return columns.map((column) =>
    !column.optionsFrom ? column : column.options.length ? narrowed(column, answers) : { ...column, options: optionsFromAnswers(column.optionsFrom, answers) },
  );
}
