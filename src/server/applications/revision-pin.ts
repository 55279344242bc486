import type { AppContext } from '../context';
import type { WizardAnswers } from '../../engine/wizard.ts';
import type { Revision } from '../revisions/revisions';
import type { MigrationNotice, RetiredAnswer } from '../../engine/revisions/migrate.ts';
import { migratedAnswers } from '../revisions/engine-calls';
import type { ApplicationRow, ApplicationsRepository } from './store';

/**
 * The notice of a move added to one not yet dismissed: from the older one's version, each
 * step's counts summed, so the person reads one notice of everything that changed since.
 */
export function mergedNotice(before: MigrationNotice | null, added: MigrationNotice | null): MigrationNotice | null {
  if (!before || !added) return added ?? before;
  const steps = before.steps.map((step) => ({ ...step, changes: step.changes.map((c) => ({ ...c, values: { ...c.values } })) }));
  for (const step of added.steps) {
    const same = steps.find((s) => s.stepId === step.stepId);
    if (!same) {
      steps.push(step);
      continue;
    }
    for (const change of step.changes) {
      const counted = same.changes.find((c) => c.id === change.id);
      if (counted) counted.values.count += change.values.count;
      else same.changes.push(change);
    }
  }
  return { fromVersion: before.fromVersion, toVersion: added.toVersion, steps };
}

/**
 * Every application is read on its questionnaire revision (docs/revisions.md). A submitted
 * one (and all after) stays on its own, forever. A draft on an older revision is moved to
 * today's once, when the server first reads it: its answers migrated by the wizard's declared
 * migrations, what no migration placed kept as "no longer asked", the notice of what changed
 * kept until dismissed, in the transaction that records today's revision. An application
 * without a revision (written before revisions were kept, or by the demo) gets today's.
 */
export function revisionPinning(ctx: AppContext, applications: ApplicationsRepository) {
  const { revisions } = ctx;
  const { db } = ctx.database;

  /** The application as it stands on its revision now, moved first when it is a draft behind. */
  async function onRevision<Row extends ApplicationRow>(app: Row): Promise<Row> {
    const today = revisions.current(app.wizard_id);
    if (app.revision_hash === today.hash) return app;
    if (app.revision_hash === null) {
      await applications.pinRevision(app.id, today.hash);
      return { ...app, revision_hash: today.hash };
    }
    if (app.status !== 'draft') return app;
    const older = await revisions.get(app.revision_hash);
    // moved forward already by a process of a later release (a rolling deploy): never back
    if (older && older.version > today.version) return app;
    const migrated = migratedAnswers({
      answers: app.answers as WizardAnswers,
      from: older,
      to: today,
      migrations: revisions.migrations(app.wizard_id),
    });
    const notice = mergedNotice(app.revision_notice as MigrationNotice | null, migrated.notice);
    const retired = [...((app.retired_answers as RetiredAnswer[] | null) ?? []), ...migrated.retired];
    const moved = await db.transaction().execute(async (trx) => {
      await revisions.record(trx, today);
      return applications.moveToRevision(trx, {
        id: app.id,
        rowVersion: app.row_version,
        from: app.revision_hash!,
        to: today.hash,
        answers: migrated.answers,
        retired: retired.length ? retired : null,
        notice,
      });
    });
    if (!moved) {
      // another request moved it (or saved it) meanwhile: read what it wrote
      const again = await applications.findById(app.id);
      return (again ? { ...app, ...again } : app) as Row;
    }
    return {
      ...app,
      answers: migrated.answers,
      revision_hash: today.hash,
      retired_answers: (retired.length ? retired : null) as Row['retired_answers'],
      revision_notice: notice as Row['revision_notice'],
      row_version: moved.row_version,
      updated_at: moved.updated_at,
    };
  }

  /** The revision an application is shown and judged with (today's for one without). */
  async function revisionOf(app: Pick<ApplicationRow, 'wizard_id' | 'revision_hash'>): Promise<Revision> {
    if (app.revision_hash === null) return revisions.current(app.wizard_id);
    return (await revisions.get(app.revision_hash)) ?? revisions.current(app.wizard_id);
  }

  /** The application view's `revision`: which, whether today's, its steps for these answers, and what a move left to read. */
  async function revisionView(app: ApplicationRow) {
    const revision = await revisionOf(app);
    const steps = revisions.registryOf(revision).load(app.wizard_id).visible(app.answers as WizardAnswers);
    return {
      hash: revision.hash,
      version: revision.version,
      current: revisions.isCurrent(revision.hash),
      steps: steps.map((step) => step.id),
      notice: (app.revision_notice as Record<string, unknown> | null) ?? null,
      retired: (app.retired_answers as unknown as Record<string, unknown>[] | null) ?? [],
    };
  }

  return { onRevision, revisionOf, revisionView };
}
export type RevisionPinning = ReturnType<typeof revisionPinning>;
