import ExcelJS from 'exceljs';
import { csvText } from '../register/csv';
import type { Cell } from './report-kinds';

/** A report's table: its headings and rows, and the sheet's name. */
export interface ReportTable {
  title: string;
  headings: readonly string[];
  rows: readonly (readonly Cell[])[];
}

/**
 * The CSV: UTF-8 with a byte-order mark (Excel then reads Greek as Greek), CRLF lines, each field
 * defused as the register's export does (register/csv.ts: a leading =, +, - or @ never runs as
 * a formula). Numbers are written with a point, as RFC 4180 files are read.
 */
export const reportCsv = (table: ReportTable): Buffer =>
  Buffer.from(csvText([table.headings, ...table.rows.map((row) => row.map((cell) => (cell === null ? null : String(cell))))]), 'utf8');

// a sheet's name: at most 31 characters, none of : \ / ? * [ ]
const sheetName = (title: string) => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);

/**
 * The XLSX (exceljs): one sheet, the headings bold and frozen with a filter on them, each column
 * as wide as its longest text (to a limit). Every text is a string cell, never a formula, so a
 * value beginning with "=" is shown as typed; areas are numbers.
 */
export async function reportXlsx(table: ReportTable): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'AgriCert';
  const sheet = workbook.addWorksheet(sheetName(table.title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...table.headings]).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row.map((cell) => cell ?? ''));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.headings.length } };
  table.headings.forEach((heading, i) => {
    const longest = Math.max(heading.length, ...table.rows.map((row) => String(row[i] ?? '').length));
    sheet.getColumn(i + 1).width = Math.min(Math.max(longest + 2, 10), 60);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
