/**
 * A table of answers (a list of records asked as a table: parcels, production units, inputs)
 * drawn as a real table on a pdfkit page: a header row of the column titles, one row per
 * record, cells that wrap, the header row again at the top of each page the table goes on to.
 * A table too wide for the page is split into column bands printed one after the other, each
 * repeating the first column (the record's number or name) so every row can be told apart;
 * see docs/decisions.md ("PDF tables").
 */

/** The words of a printed table: column titles and, per row, one text per column ('' when unanswered). */
export interface TableText {
  columns: string[];
  rows: string[][];
}

type Doc = PDFKit.PDFDocument;

const FONT_SIZE = 8.5;
const PAD = 3;
/** A column never narrower than this (a short number's column still holds its title's word). */
const MIN_COLUMN = 30;
/** A column's width for its longest word, at most: a longer word is broken inside the cell. */
const MAX_WORD = 110;
/** A column's width for its whole text, at most: a longer text wraps. */
const MAX_NATURAL = 200;
const HEADER_FILL = '#e2e8f0';
const RULE = '#a0aec0';
const CAPTION = '#4a5568';

const longestWord = (doc: Doc, text: string) => Math.max(0, ...text.split(/\s+/).map((word) => doc.widthOfString(word)));

/** How narrow (every word whole) and how wide (no wrapping) each column would like to be. */
function columnWants(doc: Doc, table: TableText) {
  return table.columns.map((title, c) => {
    doc.font('bold').fontSize(FONT_SIZE);
    let least = longestWord(doc, title);
    let natural = doc.widthOfString(title);
    doc.font('regular');
    for (const row of table.rows) {
      const cell = row[c] ?? '';
      least = Math.max(least, longestWord(doc, cell));
      natural = Math.max(natural, doc.widthOfString(cell));
    }
    return { least: Math.max(MIN_COLUMN, Math.min(MAX_WORD, least) + 2 * PAD), natural: Math.min(MAX_NATURAL, natural) + 2 * PAD };
  });
}

/** The columns of each band (the first column in every band) and their widths, filling `width`. */
export function tableBands(doc: Doc, table: TableText, width: number): { columns: number[]; widths: number[] }[] {
  const wants = columnWants(doc, table);
  const key = wants[0]!.least;
  // as few bands as the widest columns allow (each column in the first band that has room)…
  const fill = (limit: number) => {
    const bands: number[][] = [[0]];
    let used = key;
    for (let c = 1; c < wants.length; c += 1) {
      if (used + wants[c]!.least > limit && bands.at(-1)!.length > 1) {
        bands.push([0]);
        used = key;
      }
      bands.at(-1)!.push(c);
      used += wants[c]!.least;
    }
    return bands;
  };
  let bands = fill(width);
  // …then about as wide as each other, rather than a last band of one column
  if (bands.length > 1) {
    const rest = wants.slice(1).reduce((sum, w) => sum + w.least, 0);
    const even = fill(key + rest / bands.length + MIN_COLUMN);
    if (even.length === bands.length && even.every((band) => band.reduce((sum, c) => sum + wants[c]!.least, 0) <= width)) bands = even;
  }
  return bands.map((columns) => {
    const least = columns.reduce((sum, c) => sum + wants[c]!.least, 0);
    const natural = columns.reduce((sum, c) => sum + wants[c]!.natural, 0);
    // every column gets its least width; what is left goes to the columns whose text would wrap,
    // in proportion to how much more they would like (or, when all fit, to every column alike)
    const spare = width - least;
    const widths =
      natural <= width
        ? columns.map((c) => wants[c]!.natural + (width - natural) / columns.length)
        : columns.map((c) => wants[c]!.least + (spare * (wants[c]!.natural - wants[c]!.least)) / Math.max(1, natural - least));
    return { columns, widths };
  });
}

function rowHeight(doc: Doc, cells: string[], widths: number[], font: 'regular' | 'bold'): number {
  doc.font(font).fontSize(FONT_SIZE);
  return Math.max(...cells.map((cell, i) => (cell ? doc.heightOfString(cell, { width: widths[i]! - 2 * PAD }) : doc.currentLineHeight(true)))) + 2 * PAD;
}

function drawRow(doc: Doc, cells: string[], widths: number[], x: number, y: number, height: number, header: boolean) {
  let left = x;
  cells.forEach((cell, i) => {
    const w = widths[i]!;
    if (header) doc.rect(left, y, w, height).fillAndStroke(HEADER_FILL, RULE);
    else doc.rect(left, y, w, height).strokeColor(RULE).stroke();
    doc.fillColor('black').font(header ? 'bold' : 'regular').fontSize(FONT_SIZE);
    if (cell) doc.text(cell, left + PAD, y + PAD, { width: w - 2 * PAD });
    left += w;
  });
}

const pageBottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** The height a table needs on its first page to start: its header row and its first row (what is kept with its caption). */
export function tableStartHeight(doc: Doc, table: TableText, width: number): number {
  const [first] = tableBands(doc, table, width);
  const pick = (cells: string[]) => first!.columns.map((c) => cells[c] ?? '');
  return rowHeight(doc, pick(table.columns), first!.widths, 'bold') + (table.rows[0] ? rowHeight(doc, pick(table.rows[0]), first!.widths, 'regular') : 0);
}

/**
 * Draws the table at `x` across `width`, from the document's current line, going on to new
 * pages as needed (the header row again at the top of each). When the table is split into
 * bands of columns, `bandCaption(part, parts)` is printed small above each band.
 * Leaves the cursor under the table.
 */
export function drawTable(doc: Doc, table: TableText, x: number, width: number, bandCaption: (part: number, parts: number) => string) {
  const bands = tableBands(doc, table, width);
  bands.forEach(({ columns, widths }, index) => {
    const caption = bands.length > 1 ? bandCaption(index + 1, bands.length) : '';
    const pick = (cells: string[]) => columns.map((c) => cells[c] ?? '');
    const header = pick(table.columns);
    const headerHeight = rowHeight(doc, header, widths, 'bold');
    const firstRow = table.rows[0] ? rowHeight(doc, pick(table.rows[0]), widths, 'regular') : 0;
    doc.font('regular').fontSize(FONT_SIZE);
    const captionHeight = caption ? doc.heightOfString(caption, { width }) + 2 : 0;
    // a caption or a header row is never left alone at the foot of a page
    if (doc.y + captionHeight + headerHeight + firstRow > pageBottom(doc)) doc.addPage();
    if (caption) {
      if (index > 0) doc.y += 6;
      doc.fillColor(CAPTION).text(caption, x, undefined, { width }).fillColor('black');
      doc.y += 2;
    }
    let y = doc.y;
    drawRow(doc, header, widths, x, y, headerHeight, true);
    y += headerHeight;
    for (const row of table.rows) {
      const cells = pick(row);
      const height = rowHeight(doc, cells, widths, 'regular');
      if (y + height > pageBottom(doc)) {
        doc.addPage();
        y = doc.page.margins.top;
        drawRow(doc, header, widths, x, y, headerHeight, true);
        y += headerHeight;
      }
      drawRow(doc, cells, widths, x, y, height, false);
      y += height;
    }
    doc.x = x;
    doc.y = y + 5;
  });
}
