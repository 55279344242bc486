/** A CSV field: quoted when it holds a comma, a quote or a line break; a leading =, +, - or @ is defused so no spreadsheet runs it as a formula. */
export function csvField(value: string | null | undefined): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV text with a byte-order mark, lines ended by CRLF (RFC 4180). */
export const csvText = (rows: readonly (readonly (string | null | undefined)[])[]): string =>
  `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
