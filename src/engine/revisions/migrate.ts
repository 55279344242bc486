/**
 * Moving a draft's answers from one revision of its questionnaire to another
 * (docs/revisions.md): first the changes an analyst declared (migrations.ts), then every answer
 * today's forms do not hold is taken out and kept as "no longer asked". Pure and
 * deterministic: the browser, the server and `npm run validate` run this same function, and
 * migrating its result again changes nothing.
 */
import { equal as jsonEqual } from '../json-equal.ts';
import type { WizardAnswers } from '../wizard.ts';
import { copy, expand, fillRows, get, isJson, keyOf, remove, set, type Json } from './answer-segments.ts';
import type { RevisionBundle } from './bundle.ts';
import { migrationChain, segmentsOf, type MigrationChange, type WizardMigrations } from './migrations.ts';
import { describe, stepSchemas, type RetiredAnswer } from './retired-answers.ts';
import { choicesOf, itemPlace, propertyPlace, rootPlace, typeFits, typesOf, type Place } from './schema-view.ts';

export type { RetiredAnswer };

/** One line of the notice: a message id of locales/<lang>/revisions.json and its values. */
export interface NoticeChange {
  id: 'revisions.notice.newQuestions' | 'revisions.notice.renamed' | 'revisions.notice.choicesMapped' | 'revisions.notice.filled' | 'revisions.notice.noLongerAsked';
  values: { count: number };
}

/** What changed in the form for this draft, by step, for the person to read in their language. */
export interface MigrationNotice {
  fromVersion: number;
  toVersion: number;
  steps: { stepId: string; title?: string; changes: NoticeChange[] }[];
}

export interface MigrateInput {
  answers: WizardAnswers;
  fromVersion: number;
  toVersion: number;
  migrations: WizardMigrations;
  /** Today's revision (the one migrated to). */
  current: RevisionBundle;
  /** The revision the answers were given under: the titles of retired answers come from it. */
  previous?: RevisionBundle;
}

export interface MigrateResult {
  answers: WizardAnswers;
  /** Null when nothing in the form changed for this draft. */
  notice: MigrationNotice | null;
  /** Answers taken out by this migration (those retired before are the caller's to keep). */
  retired: RetiredAnswer[];
}

type Counts = Record<'newQuestions' | 'renamed' | 'choicesMapped' | 'filled' | 'noLongerAsked', number>;

// ---- the declared changes --------------------------------------------------------------

interface Run {
  answers: Json;
  retired: { segments: string[]; value: unknown }[];
  counts: Map<string, Counts>;
}

const countOf = (run: Run, stepId: string) => {
  let counts = run.counts.get(stepId);
  if (!counts) run.counts.set(stepId, (counts = { newQuestions: 0, renamed: 0, choicesMapped: 0, filled: 0, noLongerAsked: 0 }));
  return counts;
};

function rename(run: Run, from: string[], to: string[]) {
  const matches = expand(run.answers, from);
  if (!matches.length) return;
  const [fromStars, toStars] = [from.filter((s) => s === '*').length, to.filter((s) => s === '*').length];
  if (fromStars === 1 && toStars === 0) {
    // out of a table: the first row's answer goes to the one place, other rows' differing answers are retired
    let placed = get(run.answers, to);
    for (const { segments } of matches) {
      const value = get(run.answers, segments);
      remove(run.answers, segments);
      if (placed === undefined) set(run.answers, to, (placed = value));
      else if (!jsonEqual(placed, value)) run.retired.push({ segments, value });
    }
  } else if (fromStars === 0 && toStars === 1) {
    // into a table: every row gets the answer; a table without rows gets one
    const star = to.indexOf('*');
    const table = get(run.answers, to.slice(0, star));
    if (!Array.isArray(table) || !table.length) set(run.answers, to.slice(0, star), [{}]);
    const value = get(run.answers, from);
    remove(run.answers, from);
    const rows = (get(run.answers, to.slice(0, star)) as unknown[]).length;
    for (let r = 0; r < rows; r++) {
      const target = fillRows(to, [String(r)]);
      if (get(run.answers, target) === undefined) set(run.answers, target, copy(value));
    }
  } else {
    for (const { segments, rows } of matches) {
      const target = fillRows(to, rows);
      if (get(run.answers, target) !== undefined) continue; // already there: the old one is left to the clean-up
      set(run.answers, target, get(run.answers, segments));
      remove(run.answers, segments);
    }
  }
  countOf(run, to[0]).renamed++;
}

function mapChoices(run: Run, at: string[], map: Record<string, unknown>) {
  let mapped = 0;
  const mapOne = (code: unknown) => (Object.hasOwn(map, keyOf(code)) ? (mapped++, map[keyOf(code)]) : code);
  for (const { segments } of expand(run.answers, at)) {
    const value = get(run.answers, segments);
    if (Array.isArray(value)) {
      const next: unknown[] = [];
      for (const code of value.map(mapOne)) if (!next.some((n) => jsonEqual(n, code))) next.push(code);
      set(run.answers, segments, next);
    } else set(run.answers, segments, mapOne(value));
  }
  if (mapped) countOf(run, at[0]).choicesMapped += mapped;
}

function drop(run: Run, at: string[]) {
  for (const { segments } of expand(run.answers, at)) {
    run.retired.push({ segments, value: get(run.answers, segments) });
    remove(run.answers, segments);
  }
}

function fill(run: Run, to: string[], from: string[], map: Record<string, unknown> | undefined, holdsAnswers: (stepId: string) => boolean) {
  const same = jsonEqual(to, from);
  let filled = 0;
  for (const { segments, rows } of expand(run.answers, from)) {
    const target = fillRows(to, rows);
    if (!same && get(run.answers, target) !== undefined) continue;
    const old = get(run.answers, segments);
    const value = map === undefined ? copy(old) : Object.hasOwn(map, keyOf(old)) ? map[keyOf(old)] : undefined;
    if (value === undefined || (same && jsonEqual(value, old))) continue;
    set(run.answers, target, value);
    filled++;
  }
  if (filled) countOf(run, to[0]).filled++;
  else if (holdsAnswers(to[0]) && !expand(run.answers, to).length) countOf(run, to[0]).newQuestions++;
}

function apply(run: Run, change: MigrationChange, holdsAnswers: (stepId: string) => boolean) {
  if ('rename' in change) rename(run, segmentsOf(change.rename), segmentsOf(change.to));
  else if ('choices' in change) mapChoices(run, segmentsOf(change.choices), change.map);
  else if ('drop' in change) drop(run, segmentsOf(change.drop));
  else if ('fill' in change) fill(run, segmentsOf(change.fill), segmentsOf(change.from), change.map, holdsAnswers);
  else {
    const at = segmentsOf(change.ask);
    // a new question in a step the person has not reached is no news: they will meet it there
    if (holdsAnswers(at[0]) && !expand(run.answers, at).length) countOf(run, at[0]).newQuestions++;
  }
}

// ---- what today's forms hold -----------------------------------------------------------

/** Takes out of `value` (at `segments`) everything `place` does not hold; answers `false` when the value itself is not held. */
function prune(run: Run, value: unknown, place: Place, segments: string[]): boolean {
  if (!typeFits(value, typesOf(place))) return false;
  const choices = choicesOf(place);
  if (choices && !Array.isArray(value) && !isJson(value)) return [...choices.keys()].some((code) => jsonEqual(code, value));
  if (Array.isArray(value)) {
    const items = itemPlace(place);
    if (!items) return true;
    const kept: unknown[] = [];
    value.forEach((item, i) => {
      if (prune(run, item, items, [...segments, String(i)])) kept.push(item);
      else run.retired.push({ segments: [...segments, String(i)], value: item });
    });
    value.splice(0, value.length, ...kept);
    return true;
  }
  if (isJson(value)) {
    for (const [key, child] of Object.entries(value)) {
      const at = propertyPlace(place, key);
      if (child === undefined) continue;
      if (!at || !prune(run, child, at, [...segments, key])) {
        run.retired.push({ segments: [...segments, key], value: child });
        delete value[key];
      }
    }
  }
  return true;
}

/** Whether an answer holds anything a person typed or chose: not blank text, not an empty group or list. */
function holdsSomething(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(holdsSomething);
  if (isJson(value)) return Object.values(value).some(holdsSomething);
  return true;
}

/** The title (message id) of a step: the manifest's, else its form's. */
function stepTitle(bundle: RevisionBundle, stepId: string): string | undefined {
  const step = bundle.wizard.steps.find((s) => s.id === stepId);
  if (!step) return undefined;
  const title = step.title ?? bundle.forms[step.form]?.schema.title;
  return typeof title === 'string' ? title : undefined;
}

/**
 * Moves a draft's answers from `fromVersion` to `toVersion`: the declared migrations of the
 * versions between, in order, then the clean-up against today's forms (`current`). See the
 * module's comment and docs/revisions.md.
 */
export function migrateDraft(input: MigrateInput): MigrateResult {
  const { fromVersion, toVersion, migrations, current, previous } = input;
  const run: Run = { answers: copy(input.answers) ?? {}, retired: [], counts: new Map() };
  const holdsAnswers = (stepId: string) => input.answers[stepId] !== undefined;
  for (const step of migrationChain(migrations, fromVersion, toVersion)) for (const change of step.changes) apply(run, change, holdsAnswers);

  const schemas = stepSchemas(current);
  for (const [stepId, value] of Object.entries(run.answers)) {
    const schema = schemas.get(stepId);
    if (value === undefined) continue;
    if (!schema) {
      // a step today's questionnaire no longer has: each of its answers is retired
      if (isJson(value)) Object.entries(value).forEach(([key, child]) => run.retired.push({ segments: [stepId, key], value: child }));
      else run.retired.push({ segments: [stepId], value });
      delete run.answers[stepId];
    } else if (!prune(run, value, rootPlace(schema), [stepId])) {
      run.retired.push({ segments: [stepId], value });
      delete run.answers[stepId];
    }
  }

  // an answer that holds nothing typed (the `{}` rjsf leaves for a group of questions, a blank
  // text) is taken out but not kept: there is nothing to give back, and nobody is told about it
  run.retired = run.retired.filter((r) => holdsSomething(r.value));
  const sources = previous ? [previous, current] : [current];
  const sourceSchemas = sources.map(stepSchemas);
  const retired = run.retired.map((r) => describe(r, sourceSchemas, sources));
  for (const r of retired) countOf(run, r.stepId).noLongerAsked++;

  const order = [...current.wizard.steps.map((s) => s.id), ...(previous?.wizard.steps.map((s) => s.id) ?? [])];
  const rank = (stepId: string) => (order.includes(stepId) ? order.indexOf(stepId) : order.length);
  const steps = [...run.counts]
    .filter(([, counts]) => Object.values(counts).some(Boolean))
    .sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : 1))
    .map(([stepId, counts]) => {
      const title = stepTitle(current, stepId) ?? (previous && stepTitle(previous, stepId));
      const changes = (Object.entries(counts) as [keyof Counts, number][])
        .filter(([, count]) => count > 0)
        .map(([name, count]) => ({ id: `revisions.notice.${name}` as NoticeChange['id'], values: { count } }));
      return { stepId, ...(title ? { title } : {}), changes };
    });
  return { answers: run.answers, notice: steps.length ? { fromVersion, toVersion, steps } : null, retired };
}

