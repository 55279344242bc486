// npm run schemas:publish -- <wizard> [<wizard>…] [--again] [--dir path/to/schemas] [--locales path/to/locales]
// Publishes today's revision of a questionnaire (docs/revisions.md, docs/analysts.md "Changing a
// questionnaire that is in use"): checks every file as schemas:check does (a breaking change
// needs its migration), raises the manifest's version and writes schemas/published/<wizard>/v<N>.json
// and the list of fingerprints schemas/published/<wizard>.json. `--again` writes the last
// published version again from today's files: only before any application has used it (after
// merging branches, before a release). Exit 0 published, 1 problems, 2 usage.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishedBundlePath, publishedListPath, readPublishedList } from '../engine/revisions/revisions-folder.ts';
import { publishRevision } from './publish-revision.ts';
import { runSchemasCheck } from './schemas-check-run.ts';

const USAGE = 'usage: npm run schemas:publish -- <wizard> [<wizard>…] [--again] [--dir schemas] [--locales locales]';
const argv = process.argv.slice(2);
const valueOf = (flag: string, fallback: string) => {
  const i = argv.indexOf(flag);
  return resolve(i >= 0 ? (argv[i + 1] ?? '') : fileURLToPath(new URL(fallback, import.meta.url)));
};
const schemasDir = valueOf('--dir', '../../schemas/');
const localesDir = valueOf('--locales', '../../locales/');
const positional = argv.filter((arg, i) => !arg.startsWith('--') && !['--dir', '--locales'].includes(argv[i - 1]));
const unknown = argv.filter((arg) => arg.startsWith('--') && !['--again', '--dir', '--locales'].includes(arg));

if (positional.length === 0 || unknown.length) {
  console.error(unknown.length ? `unknown option ${unknown[0]}\n${USAGE}` : USAGE);
  process.exit(2);
}
const again = argv.includes('--again');
const refuse = (lines: string[]) => {
  for (const line of lines) console.log(line);
  console.log('\nNothing published: schemas:check must pass first.');
  process.exit(1);
};
// A new version is checked against the last published one before it is written. Written
// again, the last version is what the check compares with, so the check runs after writing
// it and the files are put back when it fails.
if (!again) {
  const check = runSchemasCheck(schemasDir, localesDir);
  if (check.exitCode !== 0) refuse(check.lines);
}
const before = new Map(again ? positional.flatMap((wizardId) => [...filesOf(wizardId)]) : []);
try {
  const published = positional.map((wizardId) => ({ wizardId, ...publishRevision({ schemasDir, localesDir, wizardId, again }) }));
  if (again) {
    const check = runSchemasCheck(schemasDir, localesDir);
    if (check.exitCode !== 0) {
      for (const [file, text] of before) if (text === undefined) rmSync(file, { force: true }); else writeFileSync(file, text);
      refuse(check.lines);
    }
  }
  for (const { wizardId, version, hash, written } of published) console.log(`${wizardId} version ${version} published (${hash}): ${written.map((f) => `schemas/${f}`).join(', ')}`);
} catch (error) {
  for (const [file, text] of before) if (text === undefined) rmSync(file, { force: true }); else writeFileSync(file, text);
  console.log((error as Error).message);
  process.exit(1);
}

/** The published files of a wizard and its manifest as they are now, to put back. */
function filesOf(wizardId: string): Map<string, string | undefined> {
  const list = readPublishedList(wizardId, schemasDir);
  const paths = [publishedListPath(wizardId), `wizards/${wizardId}.json`, ...list.versions.map((v) => publishedBundlePath(wizardId, v.version))];
  return new Map(paths.map((path) => {
    const file = join(schemasDir, path);
    return [file, existsSync(file) ? readFileSync(file, 'utf8') : undefined];
  }));
}
