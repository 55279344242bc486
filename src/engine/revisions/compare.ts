/**
 * What changed between two revisions of a questionnaire, question by question: the checker
 * refuses breaking changes no migration covers (src/cli/revision-checks.ts), staff see "what
 * changed" since an application's revision, and questionnaire documents list changes.
 */
import { equal as jsonEqual } from '../json-equal.ts';
import { pointerOf } from '../json-pointer.ts';
import type { Locale } from '../locales.ts';
import { catalogOfBundle, type RevisionBundle } from './bundle.ts';
import { migrationChain, segmentsOf, type MigrationChange, type WizardMigrations } from './migrations.ts';
import { choicesOf, isRequired, itemPlace, propertyConditions, propertyNames, propertyPlace, rootPlace, titleOf, typesOf, type Place, type PropertyCondition } from './schema-view.ts';

type Json = Record<string, unknown>;

export type RevisionChangeKind =
  | 'question-added'
  | 'question-removed'
  | 'question-renamed'
  | 'choice-added'
  | 'choice-removed'
  | 'required-changed'
  | 'type-changed'
  | 'text-changed'
  | 'condition-changed'
  | 'question-condition-changed'
  | 'step-added'
  | 'step-removed';

/** One change, located by step and by pointer into the answers (`*` for every row of a table). */
export interface RevisionChange {
  kind: RevisionChangeKind;
  stepId: string;
  /** Where the answer is (in the newer revision; in the older for what was removed). */
  pointer: string;
  /** The form file that asks it, under schemas/ (`bio/plant-production.schema.json`). */
  file: string;
  /** Where the question is in that form file, following `properties` and `items`. */
  schemaPointer: string;
  /** Message id of the question's title (newer, else older). */
  title?: string;
  /** question-renamed: the older pointer. */
  from?: string;
  /** choice-added, choice-removed: the code and its label's message id. */
  choice?: unknown;
  choiceTitle?: string;
  /** required-changed, type-changed, text-changed, condition-changed, question-condition-changed: before and after. */
  before?: unknown;
  after?: unknown;
  /** text-changed: the language and the message id whose text changed. */
  locale?: Locale;
  messageId?: string;
  /** Whether drafts' answers break without a migration (docs/revisions.md: "The checker knows what is published"). */
  breaking: boolean;
  /** The declared migration that takes care of it, when there is one. */
  migration?: MigrationChange;
}

interface Question {
  pointer: string;
  schemaPointer: string;
  place: Place;
  required: boolean;
  parent: string;
  /** The `if`s (and `dependentSchemas` keys) under which the form asks or requires it. */
  conditions: PropertyCondition[];
}

const MAX_DEPTH = 12; // forms are shallow; a recursive definition must not walk forever

/** Every question of a form (objects and tables too) by pointer into the answers, from the step's id. */
function questionsOf(stepId: string, schema: Json): Map<string, Question> {
  const questions = new Map<string, Question>();
  const go = (place: Place, segments: string[], schemaSegments: string[], depth: number) => {
    if (depth > MAX_DEPTH) return;
    for (const name of propertyNames(place)) {
      const child = propertyPlace(place, name)!;
      const at = [...segments, name];
      const schemaAt = [...schemaSegments, 'properties', name];
      questions.set(pointerOf(at), { pointer: pointerOf(at), schemaPointer: pointerOf(schemaAt), place: child, required: isRequired(place, name), parent: pointerOf(segments), conditions: propertyConditions(place, name) });
      go(child, at, schemaAt, depth + 1);
      const items = typesOf(child).includes('array') || child.all.some((n) => n.items) ? itemPlace(child) : undefined;
      if (items) go(items, [...at, '*'], [...schemaAt, 'items'], depth + 1);
    }
  };
  go(rootPlace(schema), [stepId], [], 0);
  return questions;
}

// A column's parent is its table's rows (`…/table/*`), which is no question of its own: the
// table stands for them, so a new (or removed) table reports itself, not each of its columns.
const holder = (parent: string) => (parent.endsWith('/*') ? parent.slice(0, -2) : parent);
const under = (pointer: string, ancestor: string) => pointer === ancestor || pointer.startsWith(`${ancestor}/`);
const key = (code: unknown) => (typeof code === 'string' ? code : JSON.stringify(code));
/** integer → number accepts every old answer; any other change of type does not. */
const typeBreaks = (before: string[], after: string[]) => before.some((t) => !after.includes(t) && !(t === 'integer' && after.includes('number')));

function stepForms(bundle: RevisionBundle) {
  const catalog = catalogOfBundle(bundle);
  return new Map(bundle.wizard.steps.map((step) => [step.id, { step, schema: catalog.forms.get(step.form)!.schema, file: `${step.form}.schema.json` }]));
}

/** The migration among `changes` that covers a change, if any (docs/revisions.md's table). */
function coveringMigration(change: RevisionChange, changes: MigrationChange[]): MigrationChange | undefined {
  const { kind, pointer, from } = change;
  return changes.find((m) => {
    if (kind === 'question-removed') return ('rename' in m && under(pointer, m.rename)) || ('drop' in m && under(pointer, m.drop));
    if (kind === 'question-renamed') return 'rename' in m && m.rename === from && m.to === pointer;
    if (kind === 'choice-removed') {
      const renamedFrom = changes.filter((r): r is Extract<MigrationChange, { rename: string }> => 'rename' in r && r.to === pointer).map((r) => r.rename);
      return ('choices' in m && (m.choices === pointer || renamedFrom.includes(m.choices)) && Object.hasOwn(m.map, key(change.choice))) || ('drop' in m && under(pointer, m.drop));
    }
    if (kind === 'question-added') return ('ask' in m && m.ask === pointer) || ('fill' in m && m.fill === pointer) || ('rename' in m && m.to === pointer);
    if (kind === 'type-changed') return ('drop' in m && m.drop === pointer) || ('fill' in m && m.fill === pointer);
    return false;
  });
}

/**
 * The changes from `older` to `newer`, step by step in the newer manifest's order. With
 * `migrations`, a question removed here and added there by a declared rename is one
 * `question-renamed`, and each breaking change names the migration that covers it.
 */
export function compareRevisions(older: RevisionBundle, newer: RevisionBundle, migrations?: WizardMigrations): RevisionChange[] {
  const declared = migrations ? migrationChain(migrations, older.wizard.version, Math.max(newer.wizard.version, older.wizard.version + 1)).flatMap((s) => s.changes) : [];
  const [before, after] = [stepForms(older), stepForms(newer)];
  const changes: RevisionChange[] = [];
  const stepIds = [...new Set([...after.keys(), ...before.keys()])];
  for (const stepId of stepIds) {
    const [old, now] = [before.get(stepId), after.get(stepId)];
    if (!now) {
      changes.push({ kind: 'step-removed', stepId, pointer: `/${stepId}`, file: old!.file, schemaPointer: '', breaking: false });
    } else if (!old) {
      changes.push({ kind: 'step-added', stepId, pointer: `/${stepId}`, file: now.file, schemaPointer: '', breaking: false });
      continue;
    } else if (!jsonEqual(old.step.when, now.step.when)) {
      changes.push({ kind: 'condition-changed', stepId, pointer: `/${stepId}`, file: `wizards/${newer.wizard.id}.json`, schemaPointer: '', before: old.step.when, after: now.step.when, breaking: false });
    }
    const oldQuestions = old ? questionsOf(stepId, old.schema) : new Map<string, Question>();
    const newQuestions = now ? questionsOf(stepId, now.schema) : new Map<string, Question>();
    const renamedTo = new Map(declared.filter((m): m is Extract<MigrationChange, { rename: string }> => 'rename' in m).map((m) => [m.rename, m.to]));
    const base = (q: Question, file: string) => ({ stepId, pointer: q.pointer, file, schemaPointer: q.schemaPointer, ...(titleOf(q.place) ? { title: titleOf(q.place) } : {}) });

    for (const q of oldQuestions.values()) {
      if (newQuestions.has(q.pointer) || (q.parent !== `/${stepId}` && !newQuestions.has(holder(q.parent)) && oldQuestions.has(holder(q.parent)))) continue; // only the top of what went
      const to = renamedTo.get(q.pointer);
      if (to && segmentsOf(to)[0] === stepId) continue; // reported where it went, as question-renamed
      changes.push({ kind: 'question-removed', ...base(q, old!.file), breaking: true });
    }
    for (const q of newQuestions.values()) {
      const was = oldQuestions.get(q.pointer);
      const from = [...renamedTo].find(([, to]) => to === q.pointer)?.[0];
      if (!was) {
        if (q.parent !== `/${stepId}` && !oldQuestions.has(holder(q.parent)) && newQuestions.has(holder(q.parent))) continue;
        if (from) changes.push({ kind: 'question-renamed', ...base(q, now!.file), from, breaking: true });
        else changes.push({ kind: 'question-added', ...base(q, now!.file), before: false, after: q.required, breaking: q.required });
        continue;
      }
      const [typesBefore, typesAfter] = [typesOf(was.place), typesOf(q.place)];
      if (!jsonEqual(typesBefore, typesAfter)) changes.push({ kind: 'type-changed', ...base(q, now!.file), before: typesBefore, after: typesAfter, breaking: typeBreaks(typesBefore, typesAfter) });
      // a question asked (or required) on other answers of its form: the `if` that brings it changed
      if (!jsonEqual(was.conditions, q.conditions)) changes.push({ kind: 'question-condition-changed', ...base(q, now!.file), before: was.conditions, after: q.conditions, breaking: false });
      if (was.required !== q.required) changes.push({ kind: 'required-changed', ...base(q, now!.file), before: was.required, after: q.required, breaking: false });
      const [choicesBefore, choicesAfter] = [choicesOf(was.place), choicesOf(q.place)];
      if (choicesBefore || choicesAfter) {
        const has = (map: Map<unknown, string> | undefined, code: unknown) => !!map && [...map.keys()].some((c) => jsonEqual(c, code));
        for (const [code, label] of choicesBefore ?? []) {
          if (choicesAfter && !has(choicesAfter, code)) changes.push({ kind: 'choice-removed', ...base(q, now!.file), choice: code, ...(label ? { choiceTitle: label } : {}), breaking: true });
        }
        for (const [code, label] of choicesAfter ?? []) {
          if (!has(choicesBefore, code)) changes.push({ kind: 'choice-added', ...base(q, now!.file), choice: code, ...(label ? { choiceTitle: label } : {}), breaking: false });
        }
      }
      changes.push(...textChanges(older, newer, was.place, q.place).map((text) => ({ kind: 'text-changed' as const, ...base(q, now!.file), ...text, breaking: false })));
    }
  }
  return changes.map((change) => {
    const migration = change.breaking ? coveringMigration(change, declared) : undefined;
    return migration ? { ...change, migration } : change;
  });
}

/** The title's text per language, when its id or its words changed. */
function textChanges(older: RevisionBundle, newer: RevisionBundle, was: Place, now: Place) {
  const [idBefore, idAfter] = [titleOf(was), titleOf(now)];
  const out: { locale: Locale; messageId?: string; before?: string; after?: string }[] = [];
  for (const locale of Object.keys(newer.messages) as Locale[]) {
    const textBefore = idBefore ? older.messages[locale]?.[idBefore] : undefined;
    const textAfter = idAfter ? newer.messages[locale]?.[idAfter] : undefined;
    if (textBefore !== textAfter) out.push({ locale, ...(idAfter ? { messageId: idAfter } : {}), before: textBefore, after: textAfter });
  }
  return out;
}
