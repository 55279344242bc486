import { answerSummary, NUMBER_ANSWER, type SummaryItem, type SummaryValue } from '../../../engine/answer-summary.ts';
import { divisionNames, placesOnce } from '../../reference-data/division-names.ts';
import type { AnswerLine } from './render-pdf.ts';

type Json = Record<string, unknown>;

export interface LineWords {
  t: (id: string, values?: Record<string, string | number>) => string;
  formatDate: (iso: string) => string;
  locale: string;
}

function text(value: SummaryValue, words: LineWords): string {
  switch (value.kind) {
    case 'text':
      return value.text;
    case 'number':
      return new Intl.NumberFormat(words.locale, NUMBER_ANSWER).format(value.value);
    case 'message':
      return words.t(value.id);
    case 'date':
      return words.formatDate(value.iso);
    case 'file':
      return value.name;
    case 'division':
      return placesOnce(divisionNames(value.ids, words.locale)).join(' / ');
    case 'list':
      return value.values.map((v) => text(v, words)).join(', ');
  }
}

function linesOf(item: SummaryItem, depth: number, words: LineWords): AnswerLine[] {
  const label = words.t(item.label);
  if (item.kind === 'answer') return [{ depth, label, value: text(item.value, words) }];
  if (item.kind === 'group') {
    const heading = item.number ? `${label} ${item.number}${item.name ? `: ${item.name}` : ''}` : label;
    return [{ depth, label: heading }, ...item.items.flatMap((child) => linesOf(child, depth + 1, words))];
  }
  // a table prints row by row, each row's cells as "column: value"
  const columns = item.columns.map((c) => words.t(c));
  return [
    { depth, label },
    ...item.rows.map((row, index) => ({
      depth: depth + 1,
      label: words.t('applications.pdf.row', { n: index + 1 }),
      value: row
        .map((cell, column) => (cell ? `${columns[column]}: ${text(cell, words)}` : null))
        .filter((cell): cell is string => cell !== null)
        .join('; '),
    })),
  ];
}

/**
 * One form's answers as printed lines, from the same summary the review page shows: the ui
 * schema's order, the branches that hold, tables row by row, places by name, files by name.
 */
export function summaryLines(schema: Json, uiSchema: Json, answers: unknown, words: LineWords): AnswerLine[] {
  return answerSummary(schema, uiSchema, answers).flatMap((item) => linesOf(item, 0, words));
}
