import { currentRevisions, publishedRevisions as publishedIn, readMigrations, type Revision } from '../../engine/revisions/revisions-folder.ts';
import type { WizardMigrations } from '../../engine/revisions/migrations.ts';
import { compareRevisions, type RevisionChange as EngineChange } from '../../engine/revisions/compare.ts';
import { migrateDraft, type MigrateResult } from '../../engine/revisions/migrate.ts';
import type { WizardAnswers } from '../../engine/wizard.ts';
import { catalogOfBundle, type RevisionBundle } from '../../engine/revisions/bundle.ts';
import { placeAt, titleOf } from '../../engine/revisions/schema-view.ts';
import { segmentsOf } from '../../engine/revisions/migrations.ts';

export type { Revision };

// The engine's revision functions as the server calls them (src/engine/revisions/): the one
// place the server names them, so that the rest reads in the server's words.

/** Today's revision of every wizard of a schemas folder, with the texts of a locales folder. */
export const todaysRevisions = (schemasDir: string, localesDir: string): Revision[] => Object.values(currentRevisions(schemasDir, localesDir));

/** The published revisions kept in the repository (`schemas/published/<wizard>/v<n>.json`). */
export const publishedRevisions = (schemasDir: string): Revision[] => publishedIn(schemasDir);

/** A wizard's declared migrations (`schemas/wizards/<id>.migrations.json`), none when it has no file. */
export const migrationsIn = (schemasDir: string, wizardId: string): WizardMigrations => readMigrations(wizardId, schemasDir);

/**
 * A draft's answers moved from the revision they were given under to today's (the engine's
 * `migrateDraft`, the same function the browser runs on a device's copy). `from` is undefined
 * only for a revision the database lost, which nothing deletes; then only today's forms place them.
 */
export function migratedAnswers(move: { answers: WizardAnswers; from: Revision | undefined; to: Revision; migrations: WizardMigrations }): MigrateResult {
  return migrateDraft({
    answers: move.answers,
    fromVersion: move.from?.version ?? move.to.version,
    toVersion: move.to.version,
    migrations: move.migrations,
    current: move.to.bundle,
    previous: move.from?.bundle,
  });
}

/**
 * One change between two revisions as staff read it: the engine's comparison (`compareRevisions`:
 * questions added, removed, renamed or moved, choices, required, type, each language's wording,
 * a step's condition, steps), with the message id that says it (`applications.revision.change.<kind>`)
 * and, for a renamed question, its title in the older revision.
 */
export interface RevisionChange extends Omit<EngineChange, 'messageId'> {
  messageId: string;
  /** text-changed: the message id whose text changed (the engine's `messageId`). */
  textId?: string;
  fromTitle?: string;
}

/** The message id of the title of the question at a pointer into the answers, in a revision. */
function questionTitle(bundle: RevisionBundle, pointer: string): string | undefined {
  const [stepId, ...path] = segmentsOf(pointer);
  const step = bundle.wizard.steps.find((s) => s.id === stepId);
  const schema = step && catalogOfBundle(bundle).forms.get(step.form)?.schema;
  const place = schema && placeAt(schema, path);
  return place && titleOf(place);
}

/**
 * What changed from one revision to another, question by question, as the checker and the
 * questionnaire documents see it (src/engine/revisions/compare.ts), with the migrations declared
 * between their versions. A question moved to another step is listed once, where it went.
 */
export function revisionChanges(older: Revision, newer: Revision, migrations: WizardMigrations): RevisionChange[] {
  if (older.hash === newer.hash) return [];
  return compareRevisions(older.bundle, newer.bundle, migrations)
    .filter((change) => !(change.kind === 'question-removed' && change.migration && 'rename' in change.migration))
    .map((change) => {
      const { messageId: textId, ...rest } = change;
      const fromTitle = change.from ? questionTitle(older.bundle, change.from) : undefined;
      return { ...rest, messageId: `applications.revision.change.${change.kind}`, ...(textId ? { textId } : {}), ...(fromTitle ? { fromTitle } : {}) };
    });
}
