import { createRequire } from 'node:module';
import { headerText, printableText } from '../../core/text/control-characters';
import { labelled } from '../../../engine/label-colon.ts';
import { LEFT, printSection } from './pdf-sections.ts';
import type { TableText } from './pdf-table.ts';

const require = createRequire(import.meta.url);
// DejaVu Sans covers Latin, Greek and Spanish accents; PDF's built-in fonts have no Greek.
export const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
export const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** One printed line: a label and its answer, indented by depth. */
export interface AnswerLine {
  depth: number;
  label: string;
  value?: string;
  /** A sentence of running text (a clause), printed regular rather than as a heading. */
  plain?: boolean;
  /** A list of records asked as a table (parcels, production units): printed as a table under `label`. */
  table?: TableText;
}

export interface PrintableApplication {
  title: string;
  /** Label/value pairs under the title: customer, year, status, reference. */
  facts: [string, string][];
  sections: { title: string; lines: AnswerLine[] }[];
  /** Texts of the signature block at the end. */
  /** `signer`: who signs and for whom (an application's operator); absent on papers staff write. */
  signature: { intro: string; signer?: string; place: string; date: string; signature: string };
  footer: string;
}

/**
 * An A4 document in the portal's fonts (DejaVu: Greek and Spanish letters render), with
 * `regular` and `bold` registered; `done` resolves with its bytes once `doc.end()` is called.
 * pdfkit (with its font parser) is loaded on the first document rather than at every start.
 */
export async function a4Document(title: string, options: { bufferPages?: boolean } = {}) {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 50, font: REGULAR, info: { Title: headerText(title) }, ...options });
  // whatever a document prints loses control and bidirectional characters (a name holding
  // U+202E would print backwards): every text of every PDF goes through here
  const text = doc.text.bind(doc) as (value: unknown, ...rest: unknown[]) => typeof doc;
  doc.text = ((value: unknown, ...rest: unknown[]) => text(typeof value === 'string' ? printableText(value) : value, ...rest)) as typeof doc.text;
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** Lays the application out on A4 pages, ready to print, sign and upload. */
export async function renderApplicationPdf(app: PrintableApplication): Promise<Buffer> {
  const { doc, done } = await a4Document(app.title, { bufferPages: true });
  const width = doc.page.width - 2 * LEFT;

  doc.font('bold').fontSize(16).text(app.title, LEFT, undefined, { width });
  doc.moveDown(0.5);
  for (const [label, value] of app.facts) doc.font('bold').fontSize(10).text(labelled(label), LEFT, undefined, { width, continued: true }).font('regular').text(value);
  for (const section of app.sections) printSection(doc, section, width);

  // the signature block stays whole, on the page of the last answers or the next one
  const signatureHeight = 10 * doc.currentLineHeight(true);
  if (doc.y + signatureHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
  else doc.moveDown(2);
  doc.font('regular').fontSize(10).text(app.signature.intro, LEFT, undefined, { width });
  if (app.signature.signer) {
    doc.moveDown(1);
    doc.text(app.signature.signer, LEFT, undefined, { width });
  }
  doc.moveDown(1.5);
  doc.text(`${app.signature.place}: ______________________    ${app.signature.date}: ______________`, LEFT, undefined, { width });
  doc.moveDown(2);
  doc.text(`${app.signature.signature}: ______________________________`, LEFT, undefined, { width });

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin; without this pdfkit would start a new page.
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).text(`${app.footer} · ${i + 1}/${range.count}`, LEFT, doc.page.height - 40, { lineBreak: false });
  }
  doc.end();
  return done;
}
