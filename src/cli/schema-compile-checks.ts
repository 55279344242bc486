import { createHash } from 'node:crypto';
import type { SchemaProblem, SchemaProject } from '../engine/checks/check-project.ts';
import { createAjv } from '../validation/create-ajv.ts';
import { inWords, refusals } from './sample-words.ts';
import { withApplicationStart } from '../validation/rules/year-window.ts';
import { SCHEMA_BASE_URI } from '../engine/schema-base.ts';
import { isChooserPath, isDefPath, isFixturePath, isFormPath, isMigrationsPath, isUiPath, isWizardPath } from '../engine/schema-catalog.ts';

// Forms and shared definitions: what compiles with Ajv.
const isSchema = (path: string) => isFormPath(path) || isDefPath(path);

// Which meta schema describes which files.
const META: { test: (path: string) => boolean; meta: string }[] = [
  { test: isFormPath, meta: '_meta/form.schema.json' },
  { test: isUiPath, meta: '_meta/ui.schema.json' },
  { test: isWizardPath, meta: '_meta/wizard.schema.json' },
  { test: isChooserPath, meta: '_meta/chooser.schema.json' },
  { test: isMigrationsPath, meta: '_meta/migrations.schema.json' },
];

/** The files themselves against schemas/_meta: a form is an object schema with a title, and so on. */
export function metaProblems(project: SchemaProject): SchemaProblem[] {
  const ajv = createAjv();
  const problems: SchemaProblem[] = [];
  for (const { test, meta } of META) {
    const metaSchema = project.files[meta];
    if (!metaSchema) continue;
    const validate = ajv.compile(metaSchema as object);
    for (const [file, content] of Object.entries(project.files)) {
      if (!test(file) || validate(content)) continue;
      for (const error of validate.errors ?? []) {
        const extra = error.keyword === 'required' ? `/${String(error.params.missingProperty)}` : '';
        problems.push({ file, pointer: `${error.instancePath}${extra}`, message: `${error.message ?? error.keyword} (${meta})` });
      }
    }
  }
  return problems;
}

const sharedDefs = (project: SchemaProject) =>
  Object.entries(project.files)
    .filter(([path]) => isDefPath(path))
    .map(([path, schema]) => ({ uri: SCHEMA_BASE_URI + path, schema: schema as object }));

type Validate = ReturnType<ReturnType<typeof createAjv>['compile']>;

/**
 * The validators compiled in this process, by what they were compiled from: a file's content,
 * its name and every shared definition. The same content compiles to the same validator, so a
 * check compiles each form once for its own problems and its samples, and a process that checks
 * several copies of schemas/ (the tests) compiles only what a copy changed. Compiling is nearly
 * all of a check's time.
 */
const compiledBefore = new Map<string, Validate>();
const KEPT_VALIDATORS = 1000;
const digest = (text: string) => createHash('sha256').update(text).digest('base64');

/** Compiles one schema file as the portal's Ajv would, beside the shared definitions (not itself). */
function compileFile(file: string, schema: unknown, shared: ReturnType<typeof sharedDefs>, sharedKey: string): Validate {
  const key = `${sharedKey} ${file} ${digest(JSON.stringify(schema))}`;
  const known = compiledBefore.get(key);
  if (known) return known;
  // a fresh Ajv per file, so one broken definition does not hide the others' problems
  const ajv = createAjv({ shared: shared.filter((s) => s.uri !== SCHEMA_BASE_URI + file) });
  const validate = ajv.compile({ ...(schema as object), $id: SCHEMA_BASE_URI + file });
  if (compiledBefore.size >= KEPT_VALIDATORS) compiledBefore.delete(compiledBefore.keys().next().value!);
  compiledBefore.set(key, validate);
  return validate;
}

/** Compiles the project's schema files once each; `validators` answers a form's validator, `problems` what did not compile. */
function compileProject(project: SchemaProject) {
  const shared = sharedDefs(project);
  const sharedKey = digest(JSON.stringify(shared));
  const problems: SchemaProblem[] = [];
  const validators = new Map<string, Validate>();
  for (const [file, schema] of Object.entries(project.files)) {
    if (!isSchema(file)) continue;
    try {
      validators.set(file, compileFile(file, schema, shared, sharedKey));
    } catch (error) {
      const message = (error as Error).message;
      // an unresolved reference and a `$data` climbing above the answers are named, with their
      // pointer, by the static checks (check-refs.ts, check-data-pointers.ts)
      if (!/can't resolve reference|Cannot access data \d+ levels up/.test(message)) problems.push({ file, pointer: '', message: `invalid schema: ${message}` });
    }
  }
  return { problems, validators };
}

/** Each schema compiles with the portal's Ajv (strict: bad keyword values, unknown formats). */
export const compileProblems = (_schemasDir: string, project: SchemaProject): SchemaProblem[] => compileProject(project).problems;

/**
 * Each fixture belongs to a form and is valid for it: `schemas/fixtures/<form id>.json` (the
 * one stories start from) or a variant, `schemas/fixtures/<form id>.<variant>.json` (e.g.
 * `bio/beekeeping.minimal.json`, only what the form requires).
 */
export function fixtureProblems(_schemasDir: string, project: SchemaProject): SchemaProblem[] {
  // samples are applications started when they were written: their years (a `yearWindow`)
  // stay valid as today moves on, as an application's own year does (rules/year-window.ts)
  return withApplicationStart(SAMPLES_STARTED_IN, () => samplesProblems(project));
}

/** The year the samples under schemas/fixtures are taken to be started in (their `general.year` is 2026). */
export const SAMPLES_STARTED_IN = 2026;

function samplesProblems(project: SchemaProject): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  // the form's own problems are reported by compileProblems; its samples are judged when it compiles
  const { validators } = compileProject(project);
  for (const [file, data] of Object.entries(project.files)) {
    if (!isFixturePath(file)) continue;
    const named = file.slice('fixtures/'.length, -'.json'.length);
    // `<form id>.json` is the form's sample; `<form id>.<variant>.json` (e.g. `.minimal`, `.full`) another one.
    const variant = /^(.+)\.[a-z][a-z0-9-]*$/.exec(named)?.[1];
    const formId = project.files[`${named}.schema.json`] || !variant ? named : variant;
    if (!project.files[`${formId}.schema.json`]) {
      problems.push({ file, pointer: '', message: `fixture of an unknown form "${formId}"` });
      continue;
    }
    const validate = validators.get(`${formId}.schema.json`);
    if (!validate || validate(data)) continue;
    for (const { issue, rule } of refusals(validate.errors)) {
      problems.push({ file, pointer: issue.path, message: `fixture does not validate: "${inWords(issue, project)}" (${rule} of schemas/${formId}.schema.json)` });
    }
  }
  return problems;
}
