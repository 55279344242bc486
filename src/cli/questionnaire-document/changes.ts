/**
 * "What changed" between two revisions, in the document's words: the engine's comparison
 * (compareRevisions, the one schemas:check and the staff's "what changed" use), each change a
 * sentence, grouped by step in the newer manifest's order.
 */
import type { RevisionBundle } from '../../engine/revisions/bundle.ts';
import { compareRevisions, type RevisionChange } from '../../engine/revisions/compare.ts';
import type { WizardMigrations } from '../../engine/revisions/migrations.ts';
import type { PropertyCondition } from '../../engine/revisions/schema-view.ts';
import { describeCondition } from './describe-condition.ts';
import { placeFrom, subjectsOf } from './subjects.ts';
import type { Words } from './words.ts';

export interface DocumentChange {
  kind: RevisionChange['kind'];
  text: string;
  /** Where the answer is (`/plant-production/unit/manager`), for analysts. */
  pointer: string;
  /** The declared migration that moves drafts over this change, in words. */
  migration?: string;
}

export interface ChangesSection {
  /** Names of the two revisions ("version 1", "the working copy"). */
  older: string;
  newer: string;
  steps: { stepId: string; title: string; changes: DocumentChange[] }[];
}

export function describeChanges(
  revisions: { older: RevisionBundle; newer: RevisionBundle; olderName: string; newerName: string },
  migrations: WizardMigrations | undefined,
  wordsOf: (bundle: RevisionBundle) => Words,
): ChangesSection {
  const { older, newer } = revisions;
  const [was, now] = [older, newer].map((bundle) => ({ bundle, words: wordsOf(bundle), ...subjectsOf(bundle, wordsOf(bundle)) }));
  const words = now.words;
  const textOf = (id: string | undefined) => (id ? (newer.messages[words.locale]?.[id] ?? older.messages[words.locale]?.[id]) : undefined);
  const question = (change: RevisionChange) => words.quote(textOf(change.title) ?? change.pointer);
  const segmentsOf = (pointer: string) => pointer.split('/').slice(1);
  const conditionsIn = (side: typeof was, pointer: string, conditions: unknown) => {
    const list = (conditions ?? []) as PropertyCondition[];
    if (!list.length) return words.say('always');
    const [stepId, ...rest] = segmentsOf(pointer);
    const parent = placeFrom(side.stepPlaces.get(stepId), rest.slice(0, -1));
    return list
      .map((c) => {
        const condition = describeCondition(c.when, (at) => side.subjectAt(placeFrom(parent, at), at.join('/')), side.words);
        return side.words.say(c.asks ? 'change.askedWhen' : 'change.requiredWhen', { condition: c.negated ? side.words.say('notWhen', { condition }) : condition });
      })
      .join(side.words.say('separator'));
  };
  const stepCondition = (side: typeof was, when: unknown) => (when ? describeCondition(when, side.rootSubject, side.words) : words.say('always'));

  const sentence = (change: RevisionChange): string => {
    const say = (values: Record<string, string>) => words.say(`change.${change.kind}`, values);
    const choice = () => words.quote(textOf(change.choiceTitle) ?? String(change.choice));
    switch (change.kind) {
      case 'question-added':
        return say({ question: question(change), required: String(change.after === true) });
      case 'question-renamed':
        return say({ question: question(change), from: was.rootSubject(segmentsOf(change.from!)).label });
      case 'choice-added':
      case 'choice-removed':
        return say({ question: question(change), choice: choice() });
      case 'required-changed':
        return say({ question: question(change), required: String(change.after === true) });
      case 'type-changed':
        return say({ question: question(change), before: (change.before as string[]).join('|'), after: (change.after as string[]).join('|') });
      case 'text-changed':
        return say({ question: question(change), language: words.say(`language.${change.locale}`), before: String(change.before ?? '—'), after: String(change.after ?? '—') });
      case 'condition-changed':
        return say({ before: stepCondition(was, change.before), after: stepCondition(now, change.after) });
      case 'question-condition-changed':
        return say({ question: question(change), before: conditionsIn(was, change.pointer, change.before), after: conditionsIn(now, change.pointer, change.after) });
      case 'step-added':
        return say({ step: words.quote(now.stepTitle(change.stepId)) });
      case 'step-removed':
        return say({ step: words.quote(was.stepTitle(change.stepId)) });
      default:
        return say({ question: question(change) });
    }
  };

  const steps: ChangesSection['steps'] = [];
  // a question moved by a declared rename is listed once, where it went (as the staff's list does)
  const changes = compareRevisions(older, newer, migrations).filter((c) => !(c.kind === 'question-removed' && c.migration && 'rename' in c.migration));
  for (const change of changes) {
    let step = steps.find((s) => s.stepId === change.stepId);
    if (!step) {
      const title = newer.wizard.steps.some((s) => s.id === change.stepId) ? now.stepTitle(change.stepId) : was.stepTitle(change.stepId);
      steps.push((step = { stepId: change.stepId, title, changes: [] }));
    }
    step.changes.push({
      kind: change.kind,
      text: sentence(change),
      pointer: change.pointer,
      ...(change.migration ? { migration: words.say('change.migration', { migration: JSON.stringify(change.migration) }) } : {}),
    });
  }
  return { older: revisions.olderName, newer: revisions.newerName, steps };
}
