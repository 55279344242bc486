import type { IntlShape } from 'react-intl';
import type { CellValue } from './columns';

/**
 * A value too big for a cell, in a few words: a list by its number of rows, an uploaded
 * document by its name (or names), nothing as a dash.
 */
// An uploaded document as forms keep it (schemas/_defs/file-ref.schema.json).
const fileName = (value: unknown): string | null =>
  value && typeof value === 'object' && 'name' in value && 'media_type' in value ? String((value as { name: unknown }).name) : null;

export function cellSummary(value: CellValue, intl: IntlShape): string {
  if (value === undefined || value === null || value === '') return '—';
  if (Array.isArray(value)) {
    const names = value.map(fileName);
    if (value.length && names.every((n) => n !== null)) return names.join(', ');
    return intl.formatMessage({ id: 'renderers.tableCells.rows' }, { count: value.length });
  }
  const name = fileName(value);
  if (name !== null) return name;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
