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
}

const key = (applicationId: string) => `application-draft:${applicationId}`;

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
    globalThis.localStorage?.setItem(key(applicationId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the answers stay in memory and the server save still runs.
  }
}

export function removeLocalDraft(applicationId: string): void {
  try {
    globalThis.localStorage?.removeItem(key(applicationId));
  } catch {
    // nothing kept, nothing to remove
  }
}
