/**
 * Splits text copied from a spreadsheet into rows of cells. Tabs separate cells and line
 * breaks rows; a cell in double quotes may hold tabs, line breaks and `""` (how Excel,
 * LibreOffice and Google Sheets copy such cells). The line break that ends the copy is
 * not an extra row.
 */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  const input = text.replace(/\r\n?/g, '\n');
  while (i < input.length) {
    const ch = input[i];
    if (ch === '"' && cell === '') {
      const end = closingQuote(input, i + 1);
      if (end > 0) {
        cell = input.slice(i + 1, end).replace(/""/g, '"');
        i = end + 1;
        continue;
      }
    }
    if (ch === '\t') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += ch;
    }
    i += 1;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

// The index of the quote closing a quoted cell that starts at `from`, or -1 when the quote
// at `from - 1` is just a character of an unquoted cell.
function closingQuote(input: string, from: number): number {
  for (let i = from; i < input.length; i++) {
    if (input[i] !== '"') continue;
    if (input[i + 1] === '"') {
      i += 1;
      continue;
    }
    const next = input[i + 1];
    return next === undefined || next === '\t' || next === '\n' ? i : -1;
  }
  return -1;
}

/** Whether parsed cells span more than one cell, so the table (not the input) handles the paste. */
export const isMultiCell = (rows: readonly string[][]) => rows.length > 1 || (rows[0]?.length ?? 0) > 1;

/** Whether pasted text spans more than one cell, so the table (not the input) handles it. */
export const isMultiCellPaste = (text: string): boolean => isMultiCell(parseTsv(text));
