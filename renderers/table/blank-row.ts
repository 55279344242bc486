import type { Row } from './apply-paste';

/** A value nothing was given to: nothing, empty text, an unticked box, no choice of several, an empty group (a point with no coordinates). */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).every(isEmptyValue);
  return false;
}

/**
 * A row nothing was typed in: each of its values empty or as a new row starts it (`start`, the
 * row schema's defaults and unticked boxes). The one test of "blank" for the table: Enter adds
 * no second blank row, a blank row Enter added goes again when left, and a blank row is not
 * judged before the form is sent. A new row of a table with a column of several choices starts
 * with `[]`: counted as typed in, it showed "required" on the row Enter had added (issue 46).
 */
export function isBlankRow(row: Row | undefined, start: Row = {}): boolean {
  if (!row) return true;
  return Object.entries(row).every(([key, value]) => isEmptyValue(value) || JSON.stringify(value) === JSON.stringify(start[key]));
}
