import { ApiError } from '../../api/request';
import { readLocalDraft, removeLocalDraft } from './local-draft';
import { draftsOpenHere, keepSavedCopy, waitingDrafts } from './sent-copies';
import { saveAnswers } from './applications-queries';

type Save = (
  id: string,
  body: { answers: Record<string, unknown>; current_step: string | null; row_version: number; revision_hash?: string },
) => Promise<{ row_version: number; answers?: Record<string, unknown>; revision_hash?: string }>;

let running: Promise<void> | null = null;

/**
 * Sends the drafts changed on this device while offline and not open in a wizard now (a
 * wizard's own saver sends its draft), oldest change first, each at the version it was edited
 * on. A network failure stops the round (the next one comes with the connection); a draft the
 * server refuses (someone saved it meanwhile: 409) stays on the device, and its wizard offers
 * today's choice between the two versions when it is opened; a draft deleted meanwhile (404)
 * leaves the device; one refused for another reason (another active application covers the
 * same scope) waits for its wizard, which says what to do. Only the signed-in account's.
 */
export function sendWaitingDrafts(save: Save = saveAnswers): Promise<void> {
  running ??= sendAll(save).finally(() => {
    running = null;
  });
  return running;
}

async function sendAll(save: Save): Promise<void> {
  for (const { applicationId, refused } of waitingDrafts()) {
    // refused for a reason the person must act on: it would be refused again; its wizard says why
    if (refused || draftsOpenHere.has(applicationId)) continue;
    const draft = readLocalDraft(applicationId);
    if (!draft?.unsaved) continue;
    try {
      // with the questionnaire revision it was given under: a copy from before a change is moved to today's by the server
      const revision = draft.revision ? { revision_hash: draft.revision } : {};
      const saved = await save(applicationId, { answers: draft.answers, current_step: draft.currentStep, row_version: draft.baseVersion, ...revision });
      // changed again while it travelled (a wizard opened meanwhile): that copy waits its turn
      if (readLocalDraft(applicationId)?.changedAt === draft.changedAt) {
        keepSavedCopy(applicationId, { answers: saved.answers ?? draft.answers, currentStep: draft.currentStep, rowVersion: saved.row_version, revision: saved.revision_hash ?? draft.revision });
      }
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 'network';
      if (status === 'network' || status >= 500) return;
      // deleted meanwhile by its owner on another device: its changes have nowhere to go, and
      // would otherwise be counted as waiting forever
      if (status === 404) removeLocalDraft(applicationId);
    }
  }
}
