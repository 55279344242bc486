import { getSession } from '../../api/session';

/**
 * A copy of a draft's answers on this device, written on every change before the server
 * has them: it survives a lost network, a reload, an expired session and a closed tab.
 * `baseVersion` is the server row version the edits were made on, so that on return the
 * wizard can tell "my unsaved edits on top of the latest" from "someone saved meanwhile".
 */
export interface LocalDraft {
  answers: Record<string, unknown>;
  currentStep: string | null;
  baseVersion: number;
  /** True while the server does not have these answers yet. */
  unsaved: boolean;
  changedAt: string;
  /** The account that made the edits: only that account's session sends them (issue 32). */
  account?: number | null;
}

const PREFIX = 'application-draft:';
const key = (applicationId: string) => `${PREFIX}${applicationId}`;
const LAST_SENT_KEY = 'device-copies-last-sent';

/** Fired on this page when a device copy is written or sent (other tabs get `storage`). */
export const DEVICE_COPIES_EVENT = 'device-copies-changed';
const announce = () => globalThis.dispatchEvent?.(new Event(DEVICE_COPIES_EVENT));

export function readLocalDraft(applicationId: string): LocalDraft | null {
  try {
    const raw = globalThis.localStorage?.getItem(key(applicationId));
    const parsed = raw ? (JSON.parse(raw) as LocalDraft) : null;
    return parsed && typeof parsed.answers === 'object' && Number.isInteger(parsed.baseVersion) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(applicationId: string, draft: LocalDraft): void {
  try {
    globalThis.localStorage?.setItem(key(applicationId), JSON.stringify({ account: getSession()?.id ?? null, ...draft }));
  } catch {
    // Storage full or blocked: the answers stay in memory and the server save still runs.
  }
  announce();
}

/**
 * The server saved these answers at `rowVersion`: the device keeps them as the latest saved
 * copy (not waiting). Offline, the draft a page reads may be the one the service worker kept
 * when the person opened it, older than what they saved since; this copy is the newer one.
 */
export function keepSavedCopy(applicationId: string, saved: { answers: Record<string, unknown>; currentStep: string | null; rowVersion: number }): void {
  writeLocalDraft(applicationId, { answers: saved.answers, currentStep: saved.currentStep, baseVersion: saved.rowVersion, unsaved: false, changedAt: new Date().toISOString() });
  try {
    globalThis.localStorage?.setItem(LAST_SENT_KEY, new Date().toISOString());
  } catch {
    // not remembered: the indicator says nothing about the last send
  }
  announce();
}

/** The drafts a wizard on this page shows: their saver sends them, nobody else. */
export const draftsOpenHere = new Set<string>();

/** The drafts whose changes the server does not have yet, on this device, of the account signed in. */
export function waitingDrafts(): { applicationId: string; changedAt: string }[] {
  const account = getSession()?.id ?? null;
  const storage = globalThis.localStorage;
  if (!storage) return [];
  const waiting: { applicationId: string; changedAt: string }[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const name = storage.key(index);
    if (!name?.startsWith(PREFIX)) continue;
    const draft = readLocalDraft(name.slice(PREFIX.length));
    if (draft?.unsaved && (draft.account ?? null) === account) waiting.push({ applicationId: name.slice(PREFIX.length), changedAt: draft.changedAt });
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

export function removeLocalDraft(applicationId: string): void {
  try {
    globalThis.localStorage?.removeItem(key(applicationId));
  } catch {
    // nothing kept, nothing to remove
  }
  announce();
}
