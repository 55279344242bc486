import { checkProject, type SchemaProblem } from '../engine/checks/check-project.ts';
import { loadSchemaProject } from './load-schema-project.ts';
import { compileProblems, fixtureProblems, metaProblems } from './schema-compile-checks.ts';
import { wizardSampleProblems } from './wizard-sample-checks.ts';
import { revisionProblems } from './revision-checks.ts';
import { languageProblems } from './language-checks.ts';
import { interfaceLanguageProblems } from './interface-languages-check.ts';

// Locale files are named from their own folder; everything else lies under schemas/.
const shown = (file: string) => (file.startsWith('locales/') ? file : `schemas/${file}`);

/** Runs every check of `npm run schemas:check`: the lines it prints and its exit code (0 all well, 1 problems). */
export function runSchemasCheck(schemasDir: string, localesDir: string): { lines: string[]; exitCode: 0 | 1 } {
  let project: ReturnType<typeof loadSchemaProject>;
  let problems: SchemaProblem[];
  try {
    project = loadSchemaProject(schemasDir, localesDir);
    problems = [...metaProblems(project), ...checkProject(project), ...compileProblems(schemasDir, project), ...fixtureProblems(schemasDir, project), ...wizardSampleProblems(project), ...revisionProblems(project), ...languageProblems(project)];
    problems.push(...interfaceLanguageProblems(schemasDir, localesDir));
  } catch (error) {
    // A folder missing or a shape no check foresaw: one line, not a stack trace.
    return { lines: [`schemas:check could not finish: ${(error as Error).message}`], exitCode: 1 };
  }
  const lines = problems.map(({ file, pointer, message }) => `${shown(file)}${pointer ? `#${pointer}` : ''}: ${message}`);
  const schemaFiles = Object.keys(project.files).filter((f) => f.endsWith('.schema.json')).length;
  lines.push(
    problems.length
      ? `\n${problems.length} problem(s) in ${new Set(problems.map((p) => p.file)).size} file(s).`
      : `schemas:check: ${schemaFiles} schema files, no problems.`,
  );
  return { lines, exitCode: problems.length ? 1 : 0 };
}
