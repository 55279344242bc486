import type { IntlShape } from 'react-intl';
import type { CellValue } from './columns';

/**
 * A value too big for a cell, in a few words: a list by its number of rows, an uploaded
 * document by its name (or names), nothing as a dash.
 */
export function cellSummary(value: CellValue, intl: IntlShape): string {
  if (value === undefined || value === null || value === '') return '—';
  if (Array.isArray(value)) {
    const names = value.map((v) => (v && typeof v === 'object' && 'name' in v ? String((v as { name: unknown }).name) : null));
    if (value.length && names.every((n) => n !== null)) return names.join(', ');
    return intl.formatMessage({ id: 'renderers.tableCells.rows' }, { count: value.length });
  }
  if (typeof value === 'object' && 'name' in value) return String((value as { name: unknown }).name);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
