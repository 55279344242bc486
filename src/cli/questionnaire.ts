// npm run questionnaire -- <wizard> [--lang el|en|es|all] [--revision working|published|<n>]
//   [--compare working|published|<n>] [--format html|pdf|both] [--out folder]
//   [--dir path/to/schemas] [--locales path/to/locales]
// Writes the questionnaire as a document a reviewer reads, prints or hands to a translator:
// <out>/<wizard>-<revision>.<lang>.html (and .pdf). docs/reviewers.md says what is in it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLocale, LOCALES, type Locale } from '../engine/locales.ts';
import { buildDocument } from './questionnaire-document/build.ts';
import { documentHtml } from './questionnaire-document/html.ts';
import { documentPdf } from './questionnaire-document/pdf.ts';

const USAGE = 'usage: npm run questionnaire -- <wizard> [--lang el|en|es|all] [--revision working|published|<n>] [--compare working|published|<n>] [--format html|pdf|both] [--out folder]';

export interface QuestionnaireArgs {
  wizardId: string;
  locales: Locale[];
  revision: string;
  compare?: string;
  formats: ('html' | 'pdf')[];
  out: string;
  schemasDir: string;
  localesDir: string;
}

export function parseArgs(argv: string[]): QuestionnaireArgs {
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i].startsWith('--')) {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`${argv[i]} needs a value\n${USAGE}`);
      flags.set(argv[i].slice(2), value);
      i++;
    } else positional.push(argv[i]);
  }
  const known = ['lang', 'revision', 'compare', 'format', 'out', 'dir', 'locales'];
  const unknown = [...flags.keys()].filter((f) => !known.includes(f));
  if (positional.length !== 1 || unknown.length) throw new Error(unknown.length ? `unknown option --${unknown[0]}\n${USAGE}` : USAGE);
  const lang = flags.get('lang') ?? 'el';
  const locales = lang === 'all' ? [...LOCALES] : lang.split(',');
  const wrong = locales.find((l) => !isLocale(l));
  if (wrong) throw new Error(`--lang ${wrong}: one of ${LOCALES.join(', ')} or all`);
  const format = flags.get('format') ?? 'both';
  if (!['html', 'pdf', 'both'].includes(format)) throw new Error(`--format ${format}: html, pdf or both`);
  const root = fileURLToPath(new URL('../../', import.meta.url));
  return {
    wizardId: positional[0],
    locales: locales as Locale[],
    revision: flags.get('revision') ?? 'working',
    ...(flags.has('compare') ? { compare: flags.get('compare') } : {}),
    formats: format === 'both' ? ['html', 'pdf'] : [format as 'html' | 'pdf'],
    out: resolve(flags.get('out') ?? join(root, 'dist/questionnaires')),
    schemasDir: resolve(flags.get('dir') ?? join(root, 'schemas')),
    localesDir: resolve(flags.get('locales') ?? join(root, 'locales')),
  };
}

/** Writes the documents; the paths written. */
export async function writeQuestionnaireDocuments(args: QuestionnaireArgs): Promise<string[]> {
  mkdirSync(args.out, { recursive: true });
  const written: string[] = [];
  for (const locale of args.locales) {
    const doc = buildDocument({ wizardId: args.wizardId, locale, revision: args.revision, compare: args.compare, schemasDir: args.schemasDir, localesDir: args.localesDir });
    // a version is named as it is published (`1` and `v1` both give `-since-v1`)
    const since = args.compare && (/^\d+$/.test(args.compare) ? `v${args.compare}` : args.compare);
    const base = join(args.out, `${args.wizardId}-${doc.tag}${since ? `-since-${since}` : ''}.${locale}`);
    if (args.formats.includes('html')) {
      writeFileSync(`${base}.html`, documentHtml(doc));
      written.push(`${base}.html`);
    }
    if (args.formats.includes('pdf')) {
      writeFileSync(`${base}.pdf`, await documentPdf(doc));
      written.push(`${base}.pdf`);
    }
  }
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    for (const file of await writeQuestionnaireDocuments(parseArgs(process.argv.slice(2)))) console.log(file);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
