// npm run validate -- <form-id | path/to/any.schema.json> <data.json> [--locale el|en|es] [--answers application.json [--step id]]
// Prints the issues as a JSON array. Exit 0 valid, 1 invalid, 2 usage error or unknown form.
// The form's rules across steps read the other steps from --answers (the answers keyed by
// step id, as an application holds them); without it, only the rules within the step run.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readJsonFile, schemaCatalogOf } from '../engine/schema-folder';
import { visibleSteps, type WizardAnswers, type WizardStep } from '../engine/wizard';
import { ruleIssues } from '../validation/answer-rules';
import { answerRuleIssues } from '../validation/answer-rules/run';
import { withOptionLabels } from '../validation/option-labels';
import { stepConditions } from '../validation/step-conditions';
import { formatIssues, LOCALES } from '../validation/messages';
import type { Locale, ValidationIssue } from '../validation/types';
import { createFormRegistry, UnknownFormError } from '../validation/validate';

const USAGE = 'usage: npm run validate -- <form-id | path/to/schema.json> <data.json> [--locale el|en|es] [--answers application.json [--step step-id]]';
const LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url));

class UsageError extends Error {}

interface Args {
  target: string;
  dataFile: string;
  locale: Locale;
  answersFile?: string;
  step?: string;
}

function parseArgs(argv: string[]): Args {
  const positional: string[] = [];
  let locale = 'en';
  let answersFile: string | undefined;
  let step: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--locale') locale = argv[++i] ?? '';
    else if (arg.startsWith('--locale=')) locale = arg.slice('--locale='.length);
    else if (arg === '--answers') answersFile = argv[++i] ?? '';
    else if (arg === '--step') step = argv[++i] ?? '';
    else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    else positional.push(arg);
  }
  if (positional.length !== 2) throw new UsageError('expected a form id or schema path and a data file');
  if (!(LOCALES as readonly string[]).includes(locale)) throw new UsageError(`unknown locale "${locale}"`);
  if (answersFile === '' || step === '') throw new UsageError('--answers and --step take a value');
  if (step !== undefined && answersFile === undefined) throw new UsageError('--step goes with --answers');
  return { target: positional[0], dataFile: positional[1], locale: locale as Locale, answersFile, step };
}

/**
 * The form's rules across steps (answer-rules/run.ts), as the wizard and the server run them:
 * the data is the answers of its step (`--step`, else the step of a wizard that asks the form),
 * and the rules read only the steps the wizard shows for these answers: a hidden step's stale
 * answers neither make nor break a rule, as at submission.
 */
function ruleIssuesOf(formId: string, data: unknown, answersFile: string | undefined, stepId: string | undefined): ValidationIssue[] {
  const catalog = schemaCatalogOf();
  const schema = catalog.forms.get(formId)?.schema;
  if (!schema) return [];
  if (answersFile === undefined) return answerRuleIssues(schema, data);
  if (!existsSync(answersFile)) throw new UsageError(`answers file not found: ${answersFile}`);
  const answers = readJsonFile(answersFile);
  if (!answers || typeof answers !== 'object' || Array.isArray(answers)) throw new UsageError('--answers: a JSON object of the answers by step id');
  const asks = (step: WizardStep) => (stepId === undefined ? step.form === formId : step.id === stepId);
  const manifest = catalog.wizards.find((wizard) => wizard.steps.some(asks));
  const step = manifest?.steps.find(asks);
  if (!manifest || !step) throw new UsageError(stepId === undefined ? `no wizard asks ${formId}: name its step with --step` : `no wizard has a step "${stepId}"`);
  const all = { ...(answers as WizardAnswers), [step.id]: data };
  const shown = visibleSteps(manifest, all, stepConditions(manifest));
  return ruleIssues(schema, data, all, shown.includes(step) ? shown : [...shown, step]);
}

// Every catalogue of the locale, so `errorMessage` ids from form catalogues translate too.
function catalogue(locale: Locale): Record<string, string> {
  const dir = join(LOCALES_DIR, locale);
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  return Object.assign({}, ...files.map((f) => readJsonFile(join(dir, f)) as Record<string, string>));
}

function main(argv: string[]): number {
  const { target, dataFile, locale, answersFile, step } = parseArgs(argv);
  if (!existsSync(dataFile)) throw new UsageError(`data file not found: ${dataFile}`);
  const data = readJsonFile(dataFile);
  const registry = createFormRegistry();
  const isFile = target.endsWith('.json');
  if (isFile && !existsSync(target)) throw new UsageError(`schema file not found: ${target}`);
  const issues: ValidationIssue[] = isFile ? registry.validateFile(target, data) : registry.validate(target, data);
  if (!isFile) issues.push(...ruleIssuesOf(target, data, answersFile, step));
  // values of a list in words: their options' titles (option-labels.ts)
  const labelled = isFile ? issues : withOptionLabels(issues, schemaCatalogOf().forms.get(target)?.schema);
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
