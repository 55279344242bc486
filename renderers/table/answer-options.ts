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

/** The columns with the options of those fed by other steps' answers read in; the same array when none is. */
export function withAnswerOptions(columns: TableColumn[], answers: Readonly<Record<string, unknown>> | undefined): TableColumn[] {
  if (!columns.some((column) => column.optionsFrom)) return columns;
  return columns.map((column) => (column.optionsFrom ? { ...column, options: optionsFromAnswers(column.optionsFrom, answers) } : column));
}
