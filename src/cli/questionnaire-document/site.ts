/**
 * The reviewers' static folder (npm run reviewers:site, docs/reviewers.md): every wizard's
 * questionnaire documents in every language, today's files compared with the last published
 * version and each published version compared with the one before, a landing page per
 * language (index.html in Greek, index.en.html, index.es.html) and, when built, Storybook in
 * storybook/. Everything is relative links: the folder can be copied to any web server or opened
 * from a disk.
 */
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { LOCALES, type Locale } from '../../engine/locales.ts';
import { currentRevisions, readPublishedList } from '../../engine/revisions/revisions-folder.ts';
import { escapeHtml as e } from '../../server/certificates/plain-html.ts';
import { writeQuestionnaireDocuments } from '../questionnaire.ts';
import { buildDocument } from './build.ts';

export const STORYBOOK_COMMAND = 'npx storybook build -o dist/reviewers/storybook --quiet';

export interface SiteOptions {
  out: string;
  schemasDir: string;
  localesDir: string;
  formats: ('html' | 'pdf')[];
  /** A Storybook build (`storybook-static/`) to copy into storybook/, when there is one. */
  storybook?: string;
}

/** A language named in itself (Ελληνικά, English, Español), as a language menu names it. */
const endonym = (locale: Locale) => {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
};

/** The landing page's file for a language: Greek is the portal's first language. */
export const landingFile = (locale: Locale) => (locale === 'el' ? 'index.html' : `index.${locale}.html`);

interface WizardEntry {
  wizardId: string;
  /** Documents by revision (`working`, `v1`…), then language, then format: paths under the folder. */
  documents: { revision: string; version?: number; files: Record<Locale, string[]> }[];
  lastPublished?: number;
}

export async function writeReviewersSite(options: SiteOptions): Promise<string[]> {
  const { out, schemasDir, localesDir, formats } = options;
  mkdirSync(out, { recursive: true });
  const docsDir = join(out, 'questionnaires');
  const written: string[] = [];
  const wizards: WizardEntry[] = [];
  for (const wizardId of Object.keys(currentRevisions(schemasDir, localesDir)).sort()) {
    const versions = readPublishedList(wizardId, schemasDir).versions.map((v) => v.version);
    const lastPublished = versions.at(-1);
    const runs = [
      { revision: 'working', compare: lastPublished ? 'published' : undefined },
      ...[...versions].reverse().map((version, i, all) => ({ revision: `v${version}`, version, compare: all[i + 1] ? `v${all[i + 1]}` : undefined })),
    ];
    const documents: WizardEntry['documents'] = [];
    for (const run of runs) {
      const files = {} as Record<Locale, string[]>;
      for (const locale of LOCALES) {
        const paths = await writeQuestionnaireDocuments({ wizardId, locales: [locale], revision: run.revision, ...(run.compare ? { compare: run.compare } : {}), formats, out: docsDir, schemasDir, localesDir });
        files[locale] = paths.map((p) => `questionnaires/${basename(p)}`);
        written.push(...paths);
      }
      documents.push({ revision: run.revision, ...('version' in run ? { version: run.version } : {}), files });
    }
    wizards.push({ wizardId, documents, ...(lastPublished ? { lastPublished } : {}) });
  }
  const storybookDir = join(out, 'storybook');
  if (options.storybook && existsSync(join(options.storybook, 'index.html'))) {
    rmSync(storybookDir, { recursive: true, force: true });
    cpSync(options.storybook, storybookDir, { recursive: true });
  }
  const hasStorybook = existsSync(join(storybookDir, 'index.html'));
  for (const locale of LOCALES) {
    const file = join(out, landingFile(locale));
    writeFileSync(file, landingHtml(locale, wizards, { schemasDir, localesDir, hasStorybook }));
    written.push(file);
  }
  return written;
}

function landingHtml(locale: Locale, wizards: WizardEntry[], context: { schemasDir: string; localesDir: string; hasStorybook: boolean }): string {
  const sections = wizards.map((wizard) => {
    const doc = buildDocument({ wizardId: wizard.wizardId, locale, revision: 'working', ...(wizard.lastPublished ? { compare: 'published' } : {}), schemasDir: context.schemasDir, localesDir: context.localesDir });
    const say = (id: string, values?: Record<string, string | number>) => e(doc.words.say(id, values));
    const links = (files: string[]) => files.map((f) => `<a href="${e(f)}">${f.endsWith('.pdf') ? 'PDF' : 'HTML'}</a>`).join(' · ');
    const rows = wizard.documents.map((d) => {
      const name = d.revision === 'working' ? say('site.working') : say('site.published', { version: d.version! });
      const perLanguage = LOCALES.map((l) => `<li lang="${l}">${e(endonym(l))}: ${links(d.files[l])}</li>`).join('');
      return `<h3>${name}</h3><ul>${perLanguage}</ul>`;
    });
    let changes = `<p>${say('site.noPublished')}</p>`;
    if (doc.changes && wizard.lastPublished) {
      const count = doc.changes.steps.reduce((n, s) => n + s.changes.length, 0);
      changes = `<h3>${say('site.changes', { version: wizard.lastPublished })}</h3>${
        count
          ? `<p>${say('site.changesCount', { count, steps: doc.changes.steps.length })}</p><ul>${doc.changes.steps.map((s) => `<li>${e(s.title)}<ul>${s.changes.map((c) => `<li>${e(c.text)}</li>`).join('')}</ul></li>`).join('')}</ul>`
          : `<p>${say('changesNone')}</p>`
      }`;
    }
    return { words: doc.words, html: `<section id="${e(wizard.wizardId)}"><h2>${e(doc.model.title)}</h2>${rows.join('')}${changes}</section>` };
  });
  const words = sections[0]?.words;
  const say = (id: string, values?: Record<string, string>) => e(words ? words.say(id, values) : id);
  const others = LOCALES.filter((l) => l !== locale).map((l) => `<a href="${landingFile(l)}" lang="${l}" hreflang="${l}">${e(endonym(l))}</a>`);
  const storybook = context.hasStorybook
    ? `<p><a href="storybook/index.html">${say('site.storybook')}</a></p>`
    : `<p>${say('site.storybookMissing', { command: STORYBOOK_COMMAND })}</p>`;
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${say('site.title')}</title>
<style>body{font-family:system-ui,sans-serif;line-height:1.5;color:#1a202c;max-width:50rem;margin:1.5rem auto;padding:0 1rem}a{color:#276749}h2{border-bottom:2px solid #2f855a;margin-top:2em}h3{margin-bottom:.2em}code{overflow-wrap:anywhere}</style></head>
<body><main>
<h1>${say('site.title')}</h1>
<nav aria-label="${say('site.languages')}"><p>${say('site.languages')}: ${others.join(' · ')}</p></nav>
<p>${say('site.intro')}</p>
${sections.map((s) => s.html).join('\n')}
<h2>Storybook</h2>${storybook}
</main></body></html>
`;
}
