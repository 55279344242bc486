import { getSession } from '../../api/session';
import { announceDeviceCopies, DRAFT_KEY_PREFIX, readLocalDraft, writeLocalDraft } from './local-draft';

// The sending side of the device copies (issue 32): which wait, which a wizard sends, when the
// last one went. Apart from local-draft.ts, which the applications list's first load carries.

const LAST_SENT_KEY = 'device-copies-last-sent';

/**
 * The server saved these answers at `rowVersion`: the device keeps them as the latest saved
 * copy (not waiting). Offline, the draft a page reads may be the one the service worker kept
 * when the person opened it, older than what they saved since; this copy is the newer one.
 */
export function keepSavedCopy(applicationId: string, saved: { answers: Record<string, unknown>; currentStep: string | null; rowVersion: number; revision?: string }): void {
  writeLocalDraft(applicationId, {
    answers: saved.answers,
    currentStep: saved.currentStep,
    baseVersion: saved.rowVersion,
    unsaved: false,
    changedAt: new Date().toISOString(),
    ...(saved.revision ? { revision: saved.revision } : {}),
  });
  try {
    globalThis.localStorage?.setItem(LAST_SENT_KEY, new Date().toISOString());
  } catch {
    // not remembered: the indicator says nothing about the last send
  }
  announceDeviceCopies();
}

/** A wizard's saver (draft-saver.ts), as the others on the page reach it. */
export interface OpenDraft {
  getSnapshot: () => { answers: Record<string, unknown> };
  change: (stepId: string, data: unknown) => void;
}

/**
 * The drafts a wizard on this page shows: their saver sends them, nobody else, and a file sent
 * for one joins its answers as a change through that saver (src/features/offline/files-sender.ts).
 */
export const draftsOpenHere = new Map<string, OpenDraft>();

/**
 * The drafts whose changes the server does not have yet, on this device, of the account signed
 * in; `refused` when the server refused them for a reason the person must act on in the wizard.
 */
export function waitingDrafts(): { applicationId: string; changedAt: string; refused: boolean }[] {
  const account = getSession()?.id ?? null;
  const storage = globalThis.localStorage;
  if (!storage) return [];
  const waiting: { applicationId: string; changedAt: string; refused: boolean }[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const name = storage.key(index);
    if (!name?.startsWith(DRAFT_KEY_PREFIX)) continue;
    const draft = readLocalDraft(name.slice(DRAFT_KEY_PREFIX.length));
    if (draft?.unsaved && (draft.account ?? null) === account) waiting.push({ applicationId: name.slice(DRAFT_KEY_PREFIX.length), changedAt: draft.changedAt, refused: Boolean(draft.refused) });
  }
  return waiting.sort((a, b) => a.changedAt.localeCompare(b.changedAt));
}

/** When this device last had a change confirmed by the server (ISO), if ever. */
export function lastSentAt(): string | null {
  try {
    return globalThis.localStorage?.getItem(LAST_SENT_KEY) ?? null;
  } catch {
    return null;
  }
}
