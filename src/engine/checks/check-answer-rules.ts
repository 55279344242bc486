import { declaredRules, type DeclaredRule } from '../../validation/answer-rules/collect.ts';
import { parseAnswerPointer } from '../../validation/answer-rules/pointers.ts';
import { COMPUTED } from '../../validation/computed-values.ts';
import { conditionProblem } from '../condition-match.ts';
import type { WizardManifest } from '../wizard.ts';
import { messageProblem } from './check-messages.ts';
import { ruleKindProblem } from './check-answer-rule-types.ts';
import { bundledForm, sameInstance, schemasAt } from './schema-family.ts';
import type { SchemaProblem, SchemaProject } from './types.ts';

// The cross-step rules a form declares (`amongAnswers`, `coversAnswers`, `countEqualsAnswer`,
// `whenAnswers`, `computedBy`) read answers by pointer. A pointer that leads nowhere would make
// a rule that never fails, so each one must lead to a question: a relative one within the
// step, an absolute one to a question of an earlier step (or the same) of every wizard that
// asks the form. Each mistake is named in the form's file, at the rule.

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

const hasType = (nodes: Json[], root: Json, types: string[]) =>
  nodes.some((node) => sameInstance(node, root).nodes.some((n) => (Array.isArray(n.type) ? n.type : [n.type]).some((t) => types.includes(t as string))));

// What amongAnswers and coversAnswers compare: answers that are values (a text, a number, a
// choice, a list of them), not a group of questions, which would never equal an answer.
const VALUE_TYPES = ['string', 'number', 'integer', 'boolean', 'array'];
const leadsToValues = (nodes: Json[], root: Json) =>
  hasType(nodes, root, VALUE_TYPES) || nodes.some((node) => sameInstance(node, root).nodes.some((n) => 'const' in n || 'enum' in n || Array.isArray(n.oneOf)));
const comparesValues = (keyword: string) => keyword === 'amongAnswers' || keyword === 'coversAnswers';
const GROUP = 'leads to a group of questions: name the question whose answers are compared (e.g. ".../*/code")';

/** Every pointer a rule reads, with where it is written in the rule. */
function pointersOf({ keyword, rule }: DeclaredRule): { pointer: unknown; at: string }[] {
  if (keyword === 'whenAnswers') return isObject(rule.if) ? Object.keys(rule.if).map((p) => ({ pointer: p, at: `/if/${p.replace(/~/g, '~0').replace(/\//g, '~1')}` })) : [];
  if (keyword === 'computedBy') return [];
  return Array.isArray(rule.of) ? rule.of.map((p, i) => ({ pointer: p, at: `/of/${i}` })) : [{ pointer: rule.of, at: '/of' }];
}

/** Within one form: relative pointers, the value each keyword stands on, its message and computation. */
export function checkFormAnswerRules(path: string, project: SchemaProject): SchemaProblem[] {
  const root = bundledForm(path, project);
  const problems: SchemaProblem[] = [];
  for (const declared of declaredRules(root)) {
    const { keyword, rule, tokens, schemaPointer } = declared;
    const problem = (at: string, message: string) => problems.push({ file: path, pointer: `${schemaPointer}${at}`, message: `${keyword}: ${message}` });
    if (typeof rule.message === 'string') problems.push(...messageProblem(path, `${schemaPointer}/message`, rule.message, project));
    const here = schemasAt(root, tokens);
    if ((keyword === 'coversAnswers' || keyword === 'countEqualsAnswer') && !hasType(here, root, ['array'])) problem('', 'stands on a list (a table or a multiple choice), not on one answer');
    if (keyword === 'coversAnswers' && typeof rule.column === 'string' && !schemasAt(root, [...tokens, '*', rule.column]).length) {
      problem('/column', `"${rule.column}" is no question of this table's rows`);
    }
    if (keyword === 'amongAnswers' && typeof rule.split === 'string' && !hasType(here, root, ['string'])) problem('/split', 'splits a text: it stands on a text question');
    if (keyword === 'whenAnswers') {
      // a condition the rule cannot decide would leave it silent: named like a step's `when`
      const { filled: _filled, ...then } = isObject(rule.then) ? rule.then : {};
      const conditions: [string, unknown][] = [...Object.entries(isObject(rule.if) ? rule.if : {}).map(([p, c]): [string, unknown] => [`/if/${p.replace(/~/g, '~0').replace(/\//g, '~1')}`, c]), ['/then', then]];
      for (const [at, condition] of conditions) {
        const undecided = conditionProblem(condition, at);
        if (undecided) problem(undecided, 'this condition cannot be decided (write it with const, enum, type, required, properties, not, allOf/anyOf/oneOf, contains, items, min…/max… or pattern)');
      }
    }
    if (keyword === 'computedBy') {
      if (!Object.hasOwn(COMPUTED, String(rule.name))) problem('/name', `"${String(rule.name)}" is no computation of src/validation/computed-values.ts (${Object.keys(COMPUTED).join(', ')})`);
      if (typeof rule.from === 'string' && !schemasAt(root, [...tokens.slice(0, -1), rule.from]).length) problem('/from', `"${rule.from}" is no question beside this one`);
    }
    for (const { pointer, at } of pointersOf(declared)) {
      const parsed = parseAnswerPointer(pointer);
      if (!parsed) {
        problem(at, `${JSON.stringify(pointer)} is not an answer pointer ("/<step id>/<question>/…" or "<levels up>/<question>/…")`);
      } else if (parsed.kind === 'relative') {
        if (parsed.up > tokens.length) problem(at, `"${String(pointer)}" goes ${parsed.up - tokens.length} level(s) above the step's answers: name another step as "/<step id>/…"`);
        else {
          const targets = schemasAt(root, [...tokens.slice(0, tokens.length - parsed.up), ...parsed.tokens]);
          const wrongKind = targets.length ? ruleKindProblem(declared, at, targets, root, root) : undefined;
          if (!targets.length) problem(at, `"${String(pointer)}" names no question of this form`);
          else if (comparesValues(keyword) && !leadsToValues(targets, root)) problem(at, `"${String(pointer)}" ${GROUP}`);
          else if (wrongKind) problem(at, wrongKind);
        }
      }
    }
  }
  return problems;
}

/** Across steps: an absolute pointer names an earlier step (or the same) of the wizard, and a question of its form. */
export function checkWizardAnswerRules(file: string, manifest: WizardManifest, project: SchemaProject): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const stepIndex = new Map(manifest.steps.map((step, i) => [step.id, i]));
  manifest.steps.forEach((step, index) => {
    const path = `${step.form}.schema.json`;
    if (typeof step.form !== 'string' || !isObject(project.files[path])) return; // the step check names it
    const own = bundledForm(path, project);
    for (const declared of declaredRules(own)) {
      for (const { pointer, at } of pointersOf(declared)) {
        const parsed = parseAnswerPointer(pointer);
        if (parsed?.kind !== 'absolute') continue;
        const problem = (message: string) =>
          problems.push({ file: path, pointer: `${declared.schemaPointer}${at}`, message: `${declared.keyword}: "${String(pointer)}" ${message} (wizard ${file}, step "${step.id}")` });
        const target = stepIndex.get(parsed.step);
        const form = target === undefined ? undefined : manifest.steps[target].form;
        if (target === undefined || form === undefined) problem(`names "${parsed.step}", which is no step of this wizard`);
        else if (target > index) problem(`reads step "${parsed.step}", which comes after this one: a rule reads earlier steps (or its own)`);
        else if (isObject(project.files[`${form}.schema.json`])) {
          const root = bundledForm(`${form}.schema.json`, project);
          const targets = schemasAt(root, parsed.tokens);
          if (!targets.length) problem(`names no question of step "${parsed.step}" (form ${form})`);
          else if (declared.keyword === 'countEqualsAnswer' && !hasType(targets, root, ['integer', 'number'])) problem('must lead to a number question');
          else if (comparesValues(declared.keyword) && !leadsToValues(targets, root)) problem(GROUP);
          else {
            const wrongKind = ruleKindProblem(declared, at, targets, root, own);
            if (wrongKind) problems.push({ file: path, pointer: `${declared.schemaPointer}${at}`, message: `${declared.keyword}: ${wrongKind} (wizard ${file}, step "${step.id}")` });
          }
        }
      }
    }
  });
  return problems;
}
