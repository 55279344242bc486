import type { AppContext } from '../context';
import type { Handler } from '../core/handler';
import { notFound } from '../core/errors';
import { revisionChanges } from './engine-calls';
import { parsedMessages } from './parsed-messages';

/** A revision's content never changes (its hash names it): any cache may keep it. */
const IMMUTABLE = 'private, max-age=31536000, immutable';

/** Questionnaire revisions (contract: /questionnaire-revisions): what a frozen application is shown with, and what changed since. */
export function revisionHandlers(ctx: AppContext) {
  const { revisions } = ctx;

  const getQuestionnaireRevision: Handler<'getQuestionnaireRevision'> = async (request, reply) => {
    const revision = await revisions.get(request.params.hash);
    if (!revision) throw notFound();
    reply.header('cache-control', IMMUTABLE);
    return {
      hash: revision.hash,
      wizard_id: revision.wizardId,
      version: revision.version,
      bundle: revision.bundle as unknown as Record<string, unknown>,
      parsed_messages: parsedMessages(revision.bundle),
    };
  };

  const compareQuestionnaireRevisions: Handler<'compareQuestionnaireRevisions'> = async (request) => {
    const older = await revisions.get(request.params.hash);
    if (!older) throw notFound();
    const today = revisions.current(older.wizardId);
    return {
      from: { hash: older.hash, version: older.version },
      to: { hash: today.hash, version: today.version },
      changes: revisionChanges(older, today, revisions.migrations(older.wizardId)) as unknown as Record<string, unknown>[],
    };
  };

  return { getQuestionnaireRevision, compareQuestionnaireRevisions };
}
