// npm run schemas:publish -- <wizard> [--again] [--dir path/to/schemas] [--locales path/to/locales]
// Publishes today's revision of a questionnaire (docs/revisions.md, docs/analysts.md "Changing a
// questionnaire that is in use"): checks every file as schemas:check does (a breaking change
// needs its migration), raises the manifest's version and writes schemas/published/<wizard>/v<N>.json
// and the list of fingerprints schemas/published/<wizard>.json. `--again` writes the last
// published version again from today's files: only before any application has used it (after
// merging branches, before a release). Exit 0 published, 1 problems, 2 usage.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishRevision } from './publish-revision.ts';
import { runSchemasCheck } from './schemas-check-run.ts';

const USAGE = 'usage: npm run schemas:publish -- <wizard> [--again] [--dir schemas] [--locales locales]';
const argv = process.argv.slice(2);
const valueOf = (flag: string, fallback: string) => {
  const i = argv.indexOf(flag);
  return resolve(i >= 0 ? (argv[i + 1] ?? '') : fileURLToPath(new URL(fallback, import.meta.url)));
};
const schemasDir = valueOf('--dir', '../../schemas/');
const localesDir = valueOf('--locales', '../../locales/');
const positional = argv.filter((arg, i) => !arg.startsWith('--') && !['--dir', '--locales'].includes(argv[i - 1]));
const unknown = argv.filter((arg) => arg.startsWith('--') && !['--again', '--dir', '--locales'].includes(arg));

if (positional.length !== 1 || unknown.length) {
  console.error(unknown.length ? `unknown option ${unknown[0]}\n${USAGE}` : USAGE);
  process.exit(2);
}
const check = runSchemasCheck(schemasDir, localesDir);
if (check.exitCode !== 0) {
  for (const line of check.lines) console.log(line);
  console.log('\nNothing published: schemas:check must pass first.');
  process.exit(1);
}
try {
  const { version, hash, written } = publishRevision({ schemasDir, localesDir, wizardId: positional[0], again: argv.includes('--again') });
  console.log(`${positional[0]} version ${version} published (${hash}): ${written.map((f) => `schemas/${f}`).join(', ')}`);
} catch (error) {
  console.log((error as Error).message);
  process.exit(1);
}
