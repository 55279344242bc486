// npm run schemas:check [-- --dir path/to/schemas]
// Tells an analyst what is wrong with the files under schemas/, each problem with its file and
// JSON pointer. Exit 0 when all is well, 1 when something is wrong.
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { checkProject, type SchemaProblem } from '../engine/checks/check-project.ts';
import { loadSchemaProject } from './load-schema-project.ts';
import { compileProblems, fixtureProblems, metaProblems } from './schema-compile-checks.ts';

const argv = process.argv.slice(2);
const dirFlag = argv.indexOf('--dir');
const schemasDir = resolve(dirFlag >= 0 ? argv[dirFlag + 1] : fileURLToPath(new URL('../../schemas/', import.meta.url)));
const localesFlag = argv.indexOf('--locales');
const localesDir = resolve(localesFlag >= 0 ? argv[localesFlag + 1] : fileURLToPath(new URL('../../locales/', import.meta.url)));

let project: ReturnType<typeof loadSchemaProject>;
let problems: SchemaProblem[];
try {
  project = loadSchemaProject(schemasDir, localesDir);
  problems = [...metaProblems(project), ...checkProject(project), ...compileProblems(schemasDir, project), ...fixtureProblems(schemasDir, project)];
} catch (error) {
  // A folder missing or a shape no check foresaw: one line, not a stack trace.
  console.log(`schemas:check could not finish: ${(error as Error).message}`);
  process.exit(1);
}

// Locale files are named from their own folder; everything else lies under schemas/.
const shown = (file: string) => (file.startsWith('locales/') ? file : `schemas/${file}`);
for (const { file, pointer, message } of problems) {
  console.log(`${shown(file)}${pointer ? `#${pointer}` : ''}: ${message}`);
}
const schemaFiles = Object.keys(project.files).filter((f) => f.endsWith('.schema.json')).length;
console.log(
  problems.length
    ? `\n${problems.length} problem(s) in ${new Set(problems.map((p) => p.file)).size} file(s).`
    : `schemas:check: ${schemaFiles} schema files, no problems.`,
);
process.exit(problems.length ? 1 : 0);
