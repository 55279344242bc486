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
  /**
   * The questionnaire revision the answers were given under (docs/revisions.md): a copy kept
   * from before a change of the form is sent with it, and the server moves it to today's.
   */
  revision?: string;
  /** The server refused these answers for a reason the person must act on (draft-saver.ts
   * `Refusal`): not sent again until the wizard is opened, and named so by the indicator. */
  refused?: { messageId: string; values: Record<string, string | number> | null };
}

export const DRAFT_KEY_PREFIX = 'application-draft:';
const key = (applicationId: string) => `${DRAFT_KEY_PREFIX}${applicationId}`;

/** Fired on this page when a device copy is written or sent (other tabs get `storage`). */
export const DEVICE_COPIES_EVENT = 'device-copies-changed';
export const announceDeviceCopies = () => globalThis.dispatchEvent?.(new Event(DEVICE_COPIES_EVENT));

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
  announceDeviceCopies();
}

export function removeLocalDraft(applicationId: string): void {
  try {
    globalThis.localStorage?.removeItem(key(applicationId));
  } catch {
    // nothing kept, nothing to remove
  }
  announceDeviceCopies();
}
