import type { IntlShape } from 'react-intl';
import { labelOf, type CellValue, type TableColumn } from './columns';
import { cellSummary } from './cell-summary';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A stored value as words for a read-only cell, in the reader's language. */
export function displayValue(column: TableColumn, value: CellValue, intl: IntlShape): string {
  if (column.cell === 'dialog') return cellSummary(value, intl);
  if (column.cell === 'map') return '';
  if (value === undefined || value === null || value === '') return '—';
  if (column.kind === 'choices' && Array.isArray(value)) {
    return value.length ? value.map((v) => labelOf(column, v)).join(', ') : '—';
  }
  if (column.kind === 'enum') {
    return column.options.find((option) => option.value === value)?.label ?? String(value);
  }
  if (typeof value === 'boolean') {
    return intl.formatMessage({ id: value ? 'renderers.table.yes' : 'renderers.table.no' });
  }
  if (typeof value === 'number') return intl.formatNumber(value, { maximumFractionDigits: 20 });
  if (column.kind === 'date' && typeof value === 'string') {
    const match = ISO_DATE.exec(value);
    if (match) {
      const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
      return intl.formatDate(time, { dateStyle: 'medium', timeZone: 'UTC' });
    }
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
