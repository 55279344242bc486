import { currentRevisions, publishedRevisions as publishedIn, readMigrations, type Revision } from '../../engine/revisions/revisions-folder.ts';
import { changeKind, migrationChain, type WizardMigrations } from '../../engine/revisions/migrations.ts';
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

/** One change between two revisions as staff read it: a message id of `applications.revision.change.*`, its step and pointers. */
export interface RevisionChange {
  messageId: string;
  kind: 'rename' | 'choices' | 'drop' | 'ask' | 'fill';
  stepId: string;
  pointer: string;
  from?: string;
  /** For a choice mapped: the old codes and the new. */
  map?: Record<string, unknown>;
  /** Message ids of the question's title in the newer revision and, where it was read from, in the older. */
  title?: string;
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

const stepOf = (pointer: string) => pointer.split('/')[1] ?? '';

/**
 * What changed from one revision to a later one, as the migrations declared between their
 * versions say: every breaking change has one (the checker refuses it otherwise). A change
 * that breaks nothing (a text, a new optional question) is not listed.
 */
export function revisionChanges(older: Revision, newer: Revision, migrations: WizardMigrations): RevisionChange[] {
  if (newer.version <= older.version) return [];
  return migrationChain(migrations, older.version, newer.version).flatMap((step) =>
    step.changes.map((change) => {
      const { kind, at, from } = changeKind(change);
      const map = 'map' in change && change.map ? { map: change.map as Record<string, unknown> } : {};
      // a question dropped is named by the older revision's words, any other by the newer's
      const title = kind === 'drop' ? questionTitle(older.bundle, at) : questionTitle(newer.bundle, at);
      const fromTitle = from ? questionTitle(older.bundle, from) : undefined;
      return {
        messageId: `applications.revision.change.${kind}`,
        kind,
        stepId: stepOf(at),
        pointer: at,
        ...(from ? { from } : {}),
        ...map,
        ...(title ? { title } : {}),
        ...(fromTitle ? { fromTitle } : {}),
      };
    }),
  );
}
