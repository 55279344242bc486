import type { DraftCopy } from './applications-api';
import type { LocalDraft } from './local-draft';
import type { Refusal } from './save-refusal';

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'offline' | 'conflict' | 'failed' | 'refused';

export interface DraftSnapshot {
  answers: Record<string, unknown>;
  currentStep: string | null;
  rowVersion: number;
  status: SaveStatus;
  /** When the server last confirmed a save (ISO). */
  savedAt: string | null;
  /** The server's copy when it and this device's edits went different ways. */
  conflict: DraftCopy | null;
  /** Message id of a save the server refused for another reason. */
  errorId: string | null;
  /** Its values, e.g. the active application a refusal names (year, type, reference). */
  errorValues: Record<string, string | number> | null;
  /** A refusal the person must act on, kept until a save is accepted. */
  refusal: Refusal | null;
}

export interface ServerDraft {
  id: string;
  answers: Record<string, unknown>;
  current_step: string | null;
  row_version: number;
  updated_at: string;
  /** The questionnaire revision its answers are on (docs/revisions.md). */
  revision?: { hash: string };
}

/**
 * What the wizard opens with: the server's copy, or this device's when it holds edits that
 * never arrived or a saved copy newer than the one the server (or the service worker) gave.
 */
export function openingState(server: ServerDraft, local: LocalDraft | null): { snapshot: DraftSnapshot; revision: string | undefined; edits: number } {
  let snapshot: DraftSnapshot;
  let revision = server.revision?.hash;
  let edits = 0;
  // a copy from before a change of the questionnaire (an older revision) goes as it was
  // given; the server moves it to today's and answers what it saved (send)
  const localRevision = local?.revision ?? server.revision?.hash;
  const base = { answers: server.answers, currentStep: server.current_step, rowVersion: server.row_version, savedAt: server.updated_at, conflict: null, errorId: null, errorValues: null, refusal: null };
  if (!local?.unsaved) {
    // Offline, `server` may be the copy the service worker kept when the draft was opened,
    // older than the one saved from this device since: the device's saved copy is the newer.
    const newerHere = local && local.baseVersion > server.row_version;
    snapshot = newerHere
      ? { ...base, answers: local.answers, currentStep: local.currentStep, rowVersion: local.baseVersion, savedAt: local.changedAt, status: 'saved' }
      : { ...base, status: 'saved' };
    if (newerHere) revision = localRevision;
  } else if (local.baseVersion >= server.row_version) {
    // Edits made here that never reached the server (offline, reload, expired session); a
    // base newer than `server` means `server` is a copy kept offline, and the server itself
    // answers 409 if someone saved meanwhile. Sent once the wizard is on screen (start):
    // React may construct and discard a saver during a render, and a discarded one must not
    // send and then remove the device copy.
    snapshot = { ...base, answers: local.answers, currentStep: local.currentStep, rowVersion: local.baseVersion, status: 'pending' };
    edits = 1;
    revision = localRevision;
  } else {
    // Someone saved since these edits were made: the person chooses.
    snapshot = {
      ...base,
      answers: local.answers,
      currentStep: local.currentStep,
      status: 'conflict',
      conflict: { answers: server.answers, current_step: server.current_step, row_version: server.row_version, updated_at: server.updated_at },
    };
    revision = localRevision;
  }
  return { snapshot, revision, edits };
}

/** Sends a draft's answers to the server (PUT /applications/{id}/answers): how the saver's work leaves the device. */
export type SaveAnswers = (
  body: {
    answers: Record<string, unknown>;
    current_step: string | null;
    row_version: number;
    revision_hash?: string;
  },
  /** Aborted when the browser goes offline or the answer takes too long (draft-saver.ts, SAVE_TIMEOUT_MS). */
  signal?: AbortSignal,
) => Promise<{ row_version: number; updated_at: string; answers?: Record<string, unknown>; revision_hash?: string }>;
