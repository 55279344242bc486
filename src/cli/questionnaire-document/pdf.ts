/**
 * A questionnaire document as an A4 PDF, laid out with the server's PDF library and fonts
 * (pdfkit and DejaVu Sans through `a4Document`, src/server/applications/pdf/render-pdf.ts: Greek
 * and Spanish letters print). The contents page links each step (and the PDF's bookmarks list
 * them), each step starts a page, and every page carries the title and its number.
 */
import { createRequire } from 'node:module';
import { a4Document } from '../../server/applications/pdf/render-pdf.ts';
import { problemText, type QuestionnaireDocument } from './document.ts';

const require = createRequire(import.meta.url);
const OBLIQUE = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf');

const LEFT = 50;
const GREEN = '#22543d';
const GREY = '#4a5568';

export async function documentPdf(doc: QuestionnaireDocument): Promise<Buffer> {
  const { model, words, changes } = doc;
  const { doc: pdf, done } = await a4Document(doc.heading, { bufferPages: true });
  pdf.registerFont('oblique', OBLIQUE);
  const width = pdf.page.width - 2 * LEFT;

  pdf.font('bold').fontSize(18).text(doc.heading);
  pdf.moveDown(0.3);
  pdf.font('regular').fontSize(9).fillColor(GREY).text(words.say('generated', { hash: model.hash.slice(0, 12) }));
  pdf.fillColor('black').moveDown(1);
  pdf.font('bold').fontSize(14).text(words.say('contents'));
  pdf.moveDown(0.4);
  const entries = [
    ...model.steps.map((s) => ({ dest: `step-${s.id}`, label: words.say('step', { number: s.number, title: s.title }) })),
    ...(changes ? [{ dest: 'changes', label: words.say('changes', { older: changes.older }) }] : []),
    { dest: 'texts', label: words.say('textProblems') },
  ];
  // the page numbers are written once every page is laid out (below), beside each line
  const tocLines = entries.map((entry) => {
    const y = pdf.y;
    pdf.font('regular').fontSize(10).fillColor('#276749').text(entry.label, LEFT, y, { goTo: entry.dest, width: width - 40 });
    return { dest: entry.dest, y };
  });
  const pageOf = new Map<string, number>();
  pdf.fillColor('black');

  const section = (dest: string, title: string) => {
    pdf.addPage();
    pdf.addNamedDestination(dest);
    pageOf.set(dest, pdf.bufferedPageRange().count);
    pdf.outline.addItem(title);
    pdf.font('bold').fontSize(14).fillColor('black').text(title, LEFT);
    pdf.moveDown(0.3);
  };
  const line = (font: string, size: number, text: string, indent: number, color = 'black') =>
    pdf.font(font).fontSize(size).fillColor(color).text(text, LEFT + indent, undefined, { width: width - indent });

  for (const step of model.steps) {
    section(`step-${step.id}`, words.say('step', { number: step.number, title: step.title }));
    line('oblique', 10, step.condition, 0, GREEN);
    if (step.help) line('regular', 10, step.help, 0);
    for (const q of step.questions) {
      const indent = q.depth * 16;
      pdf.moveDown(0.5);
      line('bold', 10.5, q.label, indent);
      for (const c of q.conditions) line('oblique', 9, c, indent, GREEN);
      if (q.help.length) line('regular', 9, `${words.say('help')}: ${q.help.join(' ')}`, indent, GREY);
      if (q.choices.length) line('regular', 9, `${words.say('choices')} (${words.say(q.multiple ? 'manyChoices' : 'oneChoice')}): ${q.choices.map((c) => words.quote(c)).join(', ')}`, indent);
      const requires = [...q.requirements, ...(q.kind === 'file' || q.kind === 'files' ? [words.say('file')] : [])];
      line('regular', 9, `${words.say('requires')}: ${requires.join(words.say('separator'))}`, indent);
      if (q.kind === 'table' || q.kind === 'group') line('oblique', 9, words.say(q.kind), indent, GREY);
    }
  }
  if (changes) {
    section('changes', words.say('changes', { older: changes.older }));
    if (!changes.steps.length) line('regular', 10, words.say('changesNone'), 0);
    for (const s of changes.steps) {
      pdf.moveDown(0.5);
      line('bold', 11, s.title, 0);
      for (const c of s.changes) {
        line('regular', 9.5, `• ${c.text}  (${c.pointer})`, 8);
        if (c.migration) line('oblique', 8.5, c.migration, 20, GREY);
      }
    }
  }
  section('texts', words.say('textProblems'));
  if (!doc.textProblems.length) line('regular', 10, words.say('textProblemsNone'), 0);
  for (const p of doc.textProblems) line('regular', 9.5, `• ${problemText(p, words)}`, 8);

  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    pdf.switchToPage(i);
    if (i === range.start) for (const { dest, y } of tocLines) pdf.font('regular').fontSize(10).fillColor(GREY).text(String(pageOf.get(dest) ?? ''), LEFT + width - 40, y, { width: 40, align: 'right', lineBreak: false });
    pdf.page.margins.bottom = 0; // the footer sits in the bottom margin; without this pdfkit would start a new page
    pdf.font('regular').fontSize(8).fillColor(GREY).text(`${doc.heading} · ${words.say('page', { page: i + 1, pages: range.count })}`, LEFT, pdf.page.height - 40, { lineBreak: false, width });
  }
  pdf.end();
  return done;
}
