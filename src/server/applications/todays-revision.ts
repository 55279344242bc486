import type { WizardAnswers } from '../../engine/wizard.ts';
import type { AppContext } from '../context';
import { migratedAnswers } from '../revisions/engine-calls';
import type { ApplicationRow } from './store';

type Revisions = AppContext['revisions'];
type Revision = ReturnType<Revisions['current']>;

/**
 * Answers given under the questionnaire revision `givenUnder`, moved to today's (`today`): what
 * today's forms hold, and the answers they no longer ask (`retired`). Nothing to move when they
 * were given under today's, or under a later revision than this process knows (docs/revisions.md).
 */
export async function movedToToday(revisions: Revisions, wizardId: string, answers: WizardAnswers, givenUnder: string, today: Revision) {
  if (givenUnder === today.hash) return undefined;
  const from = await revisions.get(givenUnder);
  if (from && from.version > today.version) return undefined;
  return migratedAnswers({ answers, from, to: today, migrations: revisions.migrations(wizardId) });
}

/** An application's answers as today's questionnaire would hold them (what a renewal starts from). */
export async function onTodaysRevision(revisions: Revisions, app: ApplicationRow, today: Revision): Promise<ApplicationRow> {
  if (app.revision_hash === null) return app;
  const moved = await movedToToday(revisions, app.wizard_id, app.answers, app.revision_hash, today);
  return moved ? { ...app, answers: moved.answers } : app;
}
