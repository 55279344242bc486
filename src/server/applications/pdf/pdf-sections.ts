/**
 * The answers of one step on the page: the step's title, the groups' headings, the answers
 * and the tables, each heading level in one style (size, weight, indent) wherever it is, and
 * no heading left alone at the foot of a page: a heading goes on to the next page with the
 * first lines of what it heads when they would not fit under it.
 */
import { labelled } from '../../../engine/label-colon.ts';
import type { AnswerLine } from './render-pdf.ts';
import { drawTable, tableStartHeight } from './pdf-table.ts';

type Doc = PDFKit.PDFDocument;

export const LEFT = 50;
/** How far each level of nesting moves in. */
const INDENT = 14;
const TEXT_SIZE = 10;

/**
 * One style per heading level: 0 a step's title, 1 a group or table of the step, 2 and deeper
 * what is nested in those. `space`: the gap above, in lines of the text below.
 */
const HEADINGS = [
  { size: 13, space: 1 },
  { size: 11, space: 0.6 },
  { size: 10, space: 0.4 },
] as const;
const headingStyle = (level: number) => HEADINGS[Math.min(level, HEADINGS.length - 1)]!;

/** What is printed, in order: a heading (its level and indent fixed by its depth), an answer or a table. */
type Block =
  | { kind: 'heading'; level: number; indent: number; text: string }
  | { kind: 'answer'; indent: number; line: AnswerLine }
  | { kind: 'table'; indent: number; line: AnswerLine & { table: NonNullable<AnswerLine['table']> } };

function blocksOf(title: string, lines: AnswerLine[]): Block[] {
  const blocks: Block[] = [{ kind: 'heading', level: 0, indent: 0, text: title }];
  // a group or table named as the heading right above it (a step holding one table of the same
  // name: "Πρόσθετα ανά προϊόν") is not headed twice
  const head = (level: number, indent: number, text: string) => {
    const above = blocks.at(-1);
    if (above?.kind !== 'heading' || above.text !== text) blocks.push({ kind: 'heading', level, indent, text });
  };
  for (const line of lines) {
    const indent = line.depth * INDENT;
    // a group or a table is headed at its own depth; its answers are one step further in
    if (line.table) {
      head(line.depth + 1, indent, line.label);
      blocks.push({ kind: 'table', indent, line: { ...line, table: line.table } });
    } else if (line.value === undefined && !line.plain) head(line.depth + 1, indent, line.label);
    else blocks.push({ kind: 'answer', indent, line });
  }
  return blocks;
}

const answerText = (line: AnswerLine) => (line.value === undefined ? line.label : `${labelled(line.label)}${line.value}`);

function headingHeight(doc: Doc, block: Extract<Block, { kind: 'heading' }>, width: number, atTop: boolean): number {
  const style = headingStyle(block.level);
  doc.font('regular').fontSize(TEXT_SIZE);
  const space = atTop ? 0 : style.space * doc.currentLineHeight(true);
  return space + doc.font('bold').fontSize(style.size).heightOfString(block.text, { width: width - block.indent }) + 2;
}

/** The first lines of what follows a heading, that must be on its page: two lines of an answer, or a table's header and first row. */
function firstLinesHeight(doc: Doc, block: Block | undefined, width: number): number {
  if (!block || block.kind === 'heading') return 0;
  if (block.kind === 'table') return tableStartHeight(doc, block.line.table, width - block.indent);
  doc.font('regular').fontSize(TEXT_SIZE);
  return Math.min(2 * doc.currentLineHeight(true), doc.heightOfString(answerText(block.line), { width: width - block.indent }));
}

const pageBottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;
const atPageTop = (doc: Doc) => doc.y <= doc.page.margins.top + 0.5;

function printHeading(doc: Doc, blocks: Block[], index: number, width: number) {
  const block = blocks[index] as Extract<Block, { kind: 'heading' }>;
  // the heading, the headings right under it and the first lines they head go together
  let needed = 0;
  let next = index;
  for (; blocks[next]?.kind === 'heading'; next += 1) needed += headingHeight(doc, blocks[next] as Extract<Block, { kind: 'heading' }>, width, next === index && atPageTop(doc));
  needed += firstLinesHeight(doc, blocks[next], width);
  if (!atPageTop(doc) && doc.y + needed > pageBottom(doc)) doc.addPage();
  const style = headingStyle(block.level);
  if (!atPageTop(doc)) doc.font('regular').fontSize(TEXT_SIZE).moveDown(style.space);
  doc.font('bold').fontSize(style.size).fillColor('black').text(block.text, LEFT + block.indent, undefined, { width: width - block.indent });
  doc.y += 2;
}

/** Prints one step's answers under its title, from the document's current line. */
export function printSection(doc: Doc, section: { title: string; lines: AnswerLine[] }, width: number) {
  const blocks = blocksOf(section.title, section.lines);
  blocks.forEach((block, index) => {
    if (block.kind === 'heading') return printHeading(doc, blocks, index, width);
    const x = LEFT + block.indent;
    const w = width - block.indent;
    if (block.kind === 'table') {
      // a table split into bands of columns says which band each is: "Parcels (2/2)"
      drawTable(doc, block.line.table, x, w, (part, parts) => `${block.line.label} (${part}/${parts})`);
      return;
    }
    const { line } = block;
    doc.font('regular').fontSize(TEXT_SIZE).fillColor('black');
    // the page is turned here rather than by pdfkit inside a bold-then-regular line, which
    // would print the label of the new page's first answer in the regular face
    if (doc.y + doc.currentLineHeight(true) > pageBottom(doc)) doc.addPage();
    if (line.value === undefined) doc.font('regular').text(line.label, x, undefined, { width: w });
    // a statement answered (a declaration: "I will keep all records… Yes") reads as a sentence
    // with its answer in bold, rather than a paragraph in bold
    else if (line.label.trimEnd().endsWith('.')) {
      doc.font('regular').text(labelled(line.label), x, undefined, { width: w, continued: true }).font('bold').text(line.value);
      doc.moveDown(0.3); // statements one under the other stay apart
    }
    else doc.font('bold').text(labelled(line.label), x, undefined, { width: w, continued: true }).font('regular').text(line.value);
  });
}
