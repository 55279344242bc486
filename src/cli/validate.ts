// npm run validate -- <form-id | path/to/any.schema.json> <data.json> [--locale el|en|es] [--answers application.json [--step id]] [--from-version N] [--dir schemas] [--locales locales]
// Prints the issues as a JSON array. Exit 0 valid, 1 invalid, 2 usage error or unknown form.
// The form's rules across steps read the other steps from --answers (the answers keyed by
// step id, as an application holds them); without it, only the rules within the step run.
// Answers given under an older version of the questionnaire (--from-version N, or an answers
// file {"wizard_version": N, "answers": {…}}) are first moved to today's by the wizard's
// migrations, as the browser and the server move a draft (docs/revisions.md); what moved is
// told on stderr, so stdout stays the issues.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readJsonFile, schemaCatalogOf } from '../engine/schema-folder';
import { visibleSteps, type WizardAnswers, type WizardManifest, type WizardStep } from '../engine/wizard';
import { createIntl } from '@formatjs/intl';
import type { RevisionBundle } from '../engine/revisions/bundle';
import { migrateDraft } from '../engine/revisions/migrate';
import { currentRevisions, readMigrations, readPublishedRevision } from '../engine/revisions/revisions-folder';
import { ruleIssues } from '../validation/answer-rules';
import { answerRuleIssues } from '../validation/answer-rules/run';
import { withOptionLabels } from '../validation/option-labels';
import { stepConditions } from '../validation/step-conditions';
import { formatIssues, LOCALES } from '../validation/messages';
import type { Locale, ValidationIssue } from '../validation/types';
import { createFormRegistry, UnknownFormError } from '../validation/validate';

const USAGE = 'usage: npm run validate -- <form-id | path/to/schema.json> <data.json> [--locale el|en|es] [--answers application.json [--step step-id]] [--from-version N] [--dir schemas] [--locales locales]';
// the folders read: the repository's, or a copy's (--dir, --locales)
const dirs = { schemas: fileURLToPath(new URL('../../schemas/', import.meta.url)), locales: fileURLToPath(new URL('../../locales/', import.meta.url)) };

class UsageError extends Error {}

interface Args {
  target: string;
  dataFile: string;
  locale: Locale;
  answersFile?: string;
  step?: string;
  fromVersion?: number;
}

function parseArgs(argv: string[]): Args {
  const positional: string[] = [];
  let locale = 'en';
  let answersFile: string | undefined;
  let step: string | undefined;
  let fromVersion: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--locale') locale = argv[++i] ?? '';
    else if (arg.startsWith('--locale=')) locale = arg.slice('--locale='.length);
    else if (arg === '--answers') answersFile = argv[++i] ?? '';
    else if (arg === '--step') step = argv[++i] ?? '';
    else if (arg === '--from-version') fromVersion = argv[++i] ?? '';
    else if (arg === '--dir') dirs.schemas = resolve(argv[++i] ?? '');
    else if (arg === '--locales') dirs.locales = resolve(argv[++i] ?? '');
    else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    else positional.push(arg);
  }
  if (positional.length !== 2) throw new UsageError('expected a form id or schema path and a data file');
  if (!(LOCALES as readonly string[]).includes(locale)) throw new UsageError(`unknown locale "${locale}"`);
  if (answersFile === '' || step === '') throw new UsageError('--answers and --step take a value');
  if (step !== undefined && answersFile === undefined) throw new UsageError('--step goes with --answers');
  if (fromVersion !== undefined && !/^[1-9]\d*$/.test(fromVersion)) throw new UsageError('--from-version takes a published version number, e.g. 1');
  return { target: positional[0], dataFile: positional[1], locale: locale as Locale, answersFile, step, fromVersion: fromVersion === undefined ? undefined : Number(fromVersion) };
}

/**
 * The form's rules across steps (answer-rules/run.ts), as the wizard and the server run them:
 * the data is the answers of its step (`--step`, else the step of a wizard that asks the form),
 * and the rules read only the steps the wizard shows for these answers: a hidden step's stale
 * answers neither make nor break a rule, as at submission.
 */
function ruleIssuesOf(formId: string, data: unknown, answers: WizardAnswers | undefined, stepId: string | undefined): ValidationIssue[] {
  const schema = schemaCatalogOf(dirs.schemas).forms.get(formId)?.schema;
  if (!schema) return [];
  if (answers === undefined) return answerRuleIssues(schema, data);
  const { manifest, step } = wizardStepOf(formId, stepId);
  const all = { ...answers, [step.id]: data };
  const shown = visibleSteps(manifest, all, stepConditions(manifest));
  return ruleIssues(schema, data, all, shown.includes(step) ? shown : [...shown, step]);
}

/** The wizard and step that ask a form (`--step` names it when several could). */
function wizardStepOf(formId: string, stepId: string | undefined): { manifest: WizardManifest; step: WizardStep } {
  const asks = (step: WizardStep) => (stepId === undefined ? step.form === formId : step.id === stepId);
  const manifest = schemaCatalogOf(dirs.schemas).wizards.find((wizard) => wizard.steps.some(asks));
  const step = manifest?.steps.find(asks);
  if (!manifest || !step) throw new UsageError(stepId === undefined ? `no wizard asks ${formId}: name its step with --step` : `no wizard has a step "${stepId}"`);
  return { manifest, step };
}

/** The answers file: answers by step id, or `{"wizard_version": N, "answers": {…}}` as an application holds them. */
function readAnswers(answersFile: string): { answers: WizardAnswers; version?: number } {
  if (!existsSync(answersFile)) throw new UsageError(`answers file not found: ${answersFile}`);
  const file = readJsonFile(answersFile);
  if (!file || typeof file !== 'object' || Array.isArray(file)) throw new UsageError('--answers: a JSON object of the answers by step id');
  const { wizard_version: version, answers } = file as { wizard_version?: unknown; answers?: unknown };
  if (Number.isInteger(version) && answers && typeof answers === 'object' && !Array.isArray(answers)) return { answers: answers as WizardAnswers, version: version as number };
  return { answers: file as WizardAnswers };
}

/** Moves the step's data and the other answers from an older version of the questionnaire to today's, telling on stderr what moved. */
function migrated(formId: string, stepId: string | undefined, data: unknown, answers: WizardAnswers | undefined, fromVersion: number, catalogue: Record<string, string>) {
  const { manifest, step } = wizardStepOf(formId, stepId);
  const current = currentRevisions(dirs.schemas, dirs.locales)[manifest.id];
  let previous: RevisionBundle | undefined;
  try {
    previous = readPublishedRevision(manifest.id, fromVersion, dirs.schemas).bundle;
  } catch {
    // not published here: the retired answers go without their old titles
  }
  const result = migrateDraft({ answers: { ...answers, [step.id]: data }, fromVersion, toVersion: manifest.version, migrations: readMigrations(manifest.id, dirs.schemas), current: current.bundle, previous });
  const say = (id: string, values: { count: number }) => createIntl({ locale: 'en', messages: catalogue }).formatMessage({ id }, values);
  for (const change of result.notice?.steps ?? []) {
    process.stderr.write(`${manifest.id} version ${fromVersion} → ${manifest.version}, ${change.stepId}: ${change.changes.map((c) => say(c.id, c.values)).join('; ')}\n`);
  }
  for (const retired of result.retired) process.stderr.write(`no longer asked: ${retired.pointer} = ${JSON.stringify(retired.value)}\n`);
  return { data: result.answers[step.id] ?? {}, answers: answers && result.answers };
}

// Every catalogue of the locale, so `errorMessage` ids from form catalogues translate too.
function catalogue(locale: Locale): Record<string, string> {
  const dir = join(dirs.locales, locale);
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  return Object.assign({}, ...files.map((f) => readJsonFile(join(dir, f)) as Record<string, string>));
}

function main(argv: string[]): number {
  const { target, dataFile, locale, answersFile, step, fromVersion } = parseArgs(argv);
  if (!existsSync(dataFile)) throw new UsageError(`data file not found: ${dataFile}`);
  let data = readJsonFile(dataFile);
  const given = answersFile === undefined ? undefined : readAnswers(answersFile);
  let answers = given?.answers;
  const registry = createFormRegistry(dirs.schemas);
  const isFile = target.endsWith('.json');
  if (isFile && !existsSync(target)) throw new UsageError(`schema file not found: ${target}`);
  const version = fromVersion ?? given?.version;
  if (version !== undefined) {
    if (isFile) throw new UsageError('--from-version needs a form id: migrations belong to a wizard');
    ({ data, answers } = migrated(target, step, data, answers, version, catalogue('en')));
  }
  const issues: ValidationIssue[] = isFile ? registry.validateFile(target, data) : registry.validate(target, data);
  if (!isFile) issues.push(...ruleIssuesOf(target, data, answers, step));
  // values of a list in words: their options' titles (option-labels.ts)
  const labelled = isFile ? issues : withOptionLabels(issues, schemaCatalogOf(dirs.schemas).forms.get(target)?.schema);
  const output = formatIssues(labelled, locale, catalogue(locale)).map(({ path, keyword, messageId, message }) => ({
    path,
    keyword,
    messageId,
    message,
  }));
  process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
  return issues.length === 0 ? 0 : 1;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UnknownFormError) {
    process.stderr.write(`${error.message}; known forms: ${error.known.join(', ')}\n`);
  } else if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n${USAGE}\n`);
  } else {
    // Unreadable JSON, a schema Ajv rejects: the message names the file or the keyword.
    process.stderr.write(`${(error as Error).message}\n`);
  }
  process.exitCode = 2;
}
