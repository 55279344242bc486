import fs from 'node:fs';
import { csvField } from '../register/csv';
import type { Cell } from './report-kinds';

/** A report's table as it is written: the sheet's name, the headings, and each column's width in characters. */
export interface ReportLayout {
  title: string;
  headings: readonly string[];
  widths: readonly number[];
}

/** Where the two files are written, until they go to the file store. */
export interface ReportPaths {
  csv: string;
  xlsx: string;
}

// a sheet's name: at most 31 characters, none of : \ / ? * [ ]
const sheetName = (title: string) => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);

const csvLine = (row: readonly Cell[]) => `${row.map((cell) => csvField(cell === null ? null : String(cell))).join(',')}\r\n`;

/**
 * Writes a report's CSV and XLSX a batch of rows at a time, to files, so that a report of
 * 100,000 certificates never holds its rows, or a spreadsheet of them, in memory (exceljs's
 * in-memory workbook took 57 s and 1.3 GB for 100,000 rows of 19 columns; docs/reports.md).
 *
 * - CSV: UTF-8 with a byte-order mark (Excel reads Greek as Greek), CRLF lines, each field
 *   defused as the register's export does (register/csv.ts: a leading =, +, - or @ never runs
 *   as a formula). Numbers are written with a point.
 * - XLSX (exceljs's streaming writer): one sheet, the headings bold and frozen with a filter on
 *   them. Every text is an inline string cell, never a formula, so a value beginning with "="
 *   shows as typed; areas are numbers.
 */
export async function reportWriter(paths: ReportPaths, layout: ReportLayout) {
  // loaded with the first report, not at every start (a fifth of a second of CPU: docs/performance.md)
  const { default: ExcelJS } = await import('exceljs');
  const csv = fs.createWriteStream(paths.csv);
  csv.write(`\uFEFF${csvLine(layout.headings)}`);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: paths.xlsx, useStyles: true, useSharedStrings: false });
  workbook.creator = 'AgriCert';
  const sheet = workbook.addWorksheet(sheetName(layout.title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = layout.widths.map((width) => ({ width }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: layout.headings.length } };
  const heading = sheet.addRow([...layout.headings]);
  heading.font = { bold: true };
  heading.commit();

  return {
    /** Adds rows to both files; resolves once the CSV can take more. */
    async add(rows: readonly (readonly Cell[])[]) {
      for (const row of rows) sheet.addRow(row.map((cell) => cell ?? '')).commit();
      if (!csv.write(rows.map(csvLine).join(''))) await new Promise<void>((resolve) => csv.once('drain', () => resolve()));
    },
    /** Finishes both files. */
    async close() {
      sheet.commit();
      await workbook.commit();
      await new Promise<void>((resolve, reject) => {
        csv.once('error', reject);
        csv.end(() => resolve());
      });
    },
  };
}
