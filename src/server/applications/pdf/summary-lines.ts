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
  // a table prints as a table: its columns' titles, one row per record, '' where unanswered
  return [
    {
      depth,
      label,
      table: {
        columns: item.columns.map((c) => words.t(c)),
        rows: item.rows.map((row) => row.map((cell) => (cell ? text(cell, words) : ''))),
      },
    },
  ];
}

/**
 * One form's answers as printed lines, from the same summary the review page shows: the ui
 * schema's order, the branches that hold, tables row by row, places by name, files by name.
 */
export function summaryLines(schema: Json, uiSchema: Json, answers: unknown, words: LineWords): AnswerLine[] {
  return answerSummary(schema, uiSchema, answers).flatMap((item) => linesOf(item, 0, words));
}
