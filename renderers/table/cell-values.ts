import { labelOf, type CellValue, type TableColumn } from './columns';
import { parseTypedDate, showTypedDate } from '../../src/forms/typed-date';

// What spreadsheets hold for a ticked or empty box, in the portal's languages.
const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'x', '✓', '✔', 'ναι', 'sí', 'si']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'όχι', 'οχι']);

/**
 * Reads a number as people type or copy it: `1234.5`, `1,234.5`, `1.234,5`, `12,5` or
 * `1 234,5`. The last of `.`/`,` is the decimal mark when both occur; a lone mark that
 * repeats groups thousands. Returns undefined when the text is not a number.
 */
export function parseLocaleNumber(text: string): number | undefined {
  let s = text.trim().replace(/[\s\u00a0\u202f']/g, '').replace(/^\u2212/, '-');
  if (!/^[+-]?[\d.,]*\d[\d.,]*(e[+-]?\d+)?$/i.test(s)) return undefined;
  const dot = s.lastIndexOf('.');
  const comma = s.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) {
    const [group, decimal] = dot > comma ? [',', '.'] : ['.', ','];
    s = s.split(group).join('').replace(decimal, '.');
  } else if (comma >= 0) {
    s = s.split(',').length > 2 ? s.split(',').join('') : s.replace(',', '.');
  } else if (dot >= 0 && s.split('.').length > 2) {
    s = s.split('.').join('');
  }
  const value = Number(s);
  return Number.isFinite(value) ? value : undefined;
}


/**
 * The value a column stores for text the user typed or pasted. Empty text clears the cell (a
 * tick box's is unticked);
 * text that does not convert is kept as it is, so the validator names the problem and
 * nothing typed is lost.
 */
export function toCellValue(column: TableColumn, text: string): CellValue {
  const trimmed = text.trim();
  // an empty tick box is "no" (src/forms/table-rows.ts, uncheckedBoxes), pasted or not
  if (trimmed === '') return column.kind === 'boolean' ? false : undefined;
  switch (column.kind) {
    case 'number':
    case 'integer':
      return parseLocaleNumber(trimmed) ?? text;
    case 'boolean': {
      const word = trimmed.toLowerCase();
      if (TRUE_WORDS.has(word)) return true;
      if (FALSE_WORDS.has(word)) return false;
      return text;
    }
    case 'enum': {
      const lower = trimmed.toLowerCase();
      const option =
        column.options.find((o) => String(o.value) === trimmed) ??
        column.options.find((o) => String(o.value).toLowerCase() === lower || o.label.toLowerCase() === lower);
      return option ? option.value : text;
    }
    case 'date':
      // the form's date widget reads dates the same way (day first; ISO as pasted)
      return parseTypedDate(trimmed) ?? text;
    case 'choices':
      // "GRASP, SPRING" or "grasp; spring": each by its value or its words (of the whole list, offered
      // or not: a product Appendix 2 lacks is read, and its rule says why it is refused), the unknown kept as typed
      return trimmed.split(/[,;\n]/).map((part) => part.trim()).filter(Boolean).map((part) => toCellValue({ ...column, kind: 'enum', options: column.labels ?? column.options }, part) as string);
    default:
      return text;
  }
}

/** The text an editable cell shows for a stored value; a date as people write it. */
export function toCellText(value: CellValue, column?: TableColumn): string {
  if (value === undefined || value === null) return '';
  if (column?.kind === 'date') return showTypedDate(value);
  if (column?.kind === 'choices' && Array.isArray(value)) return value.map((v) => labelOf(column, v)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
