import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../helpers/pdf-text';
import { demoAnswers } from '../../../src/server/demo/demo-answers';
import { wizardRegistryOf } from '../../../src/server/applications/wizards';
import { printableApplication } from '../../../src/server/applications/pdf/printable';
import { renderApplicationPdf, type PrintableApplication } from '../../../src/server/applications/pdf/render-pdf';
import { createServerIntl } from '../../../src/server/core/i18n/catalogue';
import type { ApplicationRow } from '../../../src/server/applications/store';

type Answers = Record<string, Record<string, unknown>>;

const intl = createServerIntl();

/** A whole application of a wizard (the demo's answers, from the forms' samples), printed in Greek. */
async function printed(wizard: 'bio' | 'globalgap', change: (answers: Answers) => void = () => {}) {
  const answers = (await demoAnswers(wizard, 2026, async (ref) => ref)) as Answers;
  change(answers);
  const registry = wizardRegistryOf();
  const { manifest, visible } = registry.load(wizard);
  const row = {
    id: '00000000-0000-4000-8000-000000000001', number: 7, family: wizard, wizard_id: wizard, status: 'draft', year: 2026, answers,
    created_at: new Date('2026-01-10T10:00:00Z'), owner_id: 1, customer_name: 'Μαρία Σταυρακάκη', customer_company: null,
    customer_position: null, customer_identification: '094259216',
  } as unknown as ApplicationRow;
  const printable = printableApplication(row, manifest, visible(answers), registry.forms, intl('el'));
  return { printable, pages: pdfPages(await renderApplicationPdf(printable)) };
}

/** An organic application of a grower with `count` parcels (the sample's first parcel, numbered Α-01…). */
const withParcels = (count: number) => (answers: Answers) => {
  const [first] = answers['plant-production']!.parcels as Record<string, unknown>[];
  answers['plant-production']!.parcels = Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return { ...first, parcel_number: `Α-${n}`, toponym: `Θέση-${n}` };
  });
};

/** The texts printed as headings: the steps' titles, the groups' and the tables' captions. */
const headings = (printable: PrintableApplication) =>
  new Set(printable.sections.flatMap((s) => [s.title, ...s.lines.filter((l) => l.table || (l.value === undefined && !l.plain)).map((l) => l.label)]));

/** A page's last line before its footer ("Πύλη AgriCert · … · 2/4"). */
const lastLine = (page: string[]) => page.filter((line) => !/· \d+\/\d+\s*$/.test(line)).at(-1)?.trim();

describe('the application PDF as a reader sees it', () => {
  it('prints a long parcel list as a table: its column titles once on every page it spans, a row\'s cells in order', async () => {
    const { pages } = await printed('bio', withParcels(45));
    const spanned = pages.filter((page) => page.some((line) => /Θέση-\d\d/.test(line)));
    expect(spanned.length).toBeGreaterThan(1);
    for (const page of spanned) {
      const text = page.join('\n');
      expect(text.match(/Τοπωνύμιο/g)).toHaveLength(1);
      expect(text.match(/Κωδικός/g)).toHaveLength(1);
    }
    // one line per parcel, its cells side by side in the columns' order
    const lines = spanned.flat();
    for (const n of ['01', '23', '45']) expect(lines.some((line) => new RegExp(`Α-${n}\\s+Θέση-${n}\\s+0123456789\\s+12,5\\s+Ελιά`).test(line))).toBe(true);
    // no "column: value" running text
    expect(lines.join('\n')).not.toContain('Τοπωνύμιο: ');
  });

  it('prints GLOBALG.A.P. production units as a table, one row per unit', async () => {
    const { pages } = await printed('globalgap');
    const lines = pages.flat();
    expect(lines.some((line) => /Κωδικός\s+Όνομα\s+Καλλιέργεια/.test(line))).toBe(true);
    expect(lines.some((line) => /PU-01\s+Finca El\s+Melocotonero\s+12,4\s+0\s+38\.2045\s+-1\.3998/.test(line))).toBe(true);
    expect(lines.some((line) => /PU-02\s+Finca La\s+Uva de mesa\s+6,5\s+2,1/.test(line))).toBe(true);
  });

  it('heads a step holding one table of the same name once, not twice', async () => {
    const { printable, pages } = await printed('globalgap');
    const step = printable.sections.find((section) => section.title === 'Πρόσθετα ανά προϊόν');
    expect(step?.lines.some((line) => line.table && line.label === step.title)).toBe(true);
    const lines = pages.flat().map((line) => line.trim());
    expect(lines.filter((line) => line === 'Πρόσθετα ανά προϊόν')).toHaveLength(1);
    for (const heading of headings(printable)) {
      const twice = lines.findIndex((line, i) => line === heading && lines[i + 1] === heading);
      expect(twice, heading).toBe(-1);
    }
  });

  it('never ends a page with a heading, and starts every step title at the left margin', async () => {
    // parcel lists of many lengths move every later heading up and down the pages
    for (const count of [1, 3, 8, 21]) {
      const { printable, pages } = await printed('bio', withParcels(count));
      const titles = headings(printable);
      pages.slice(0, -1).forEach((page, index) => {
        expect(titles.has(lastLine(page) ?? ''), `${count} parcels, page ${index + 1} ends with "${lastLine(page)}"`).toBe(false);
      });
      for (const section of printable.sections) expect(pages.flat()).toContain(section.title);
    }
    const { printable, pages } = await printed('globalgap');
    for (const page of pages.slice(0, -1)) expect(headings(printable).has(lastLine(page) ?? '')).toBe(false);
    for (const section of printable.sections) expect(pages.flat()).toContain(section.title);
  }, 240_000);
});
