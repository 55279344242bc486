import { currentRevisions, publishedRevisions as publishedIn, readMigrations, type Revision } from '../../engine/revisions/revisions-folder.ts';
import type { WizardMigrations } from '../../engine/revisions/migrations.ts';
import { migrateDraft, type MigrateResult } from '../../engine/revisions/migrate.ts';
import { compareRevisions } from '../../engine/revisions/compare.ts';
import type { WizardAnswers } from '../../engine/wizard.ts';

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

/** What changed from one revision to another, as the checker sees it (the engine's `compareRevisions`). */
export function revisionChanges(older: Revision, newer: Revision, migrations: WizardMigrations): Record<string, unknown>[] {
  return compareRevisions(older.bundle, newer.bundle, migrations) as unknown as Record<string, unknown>[];
}
