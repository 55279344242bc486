import { getSession } from '../../api/session';

/**
 * The answers of a form that is no draft's step (a non-conformity's answer, a sanction's,
 * the inspection's documents) kept on this device as they are typed (issue 32): a person who
 * answers at the parcel, without signal, closes the phone and sends the answer once online,
 * with the photos attached meanwhile (src/features/offline/files-sender.ts joins them here).
 * Sending stays an online action; the copy goes once it is sent.
 */
export interface FormCopy {
  answers: Record<string, unknown>;
  /** The account that typed them: another account never sees them. */
  account: number | null;
  changedAt: string;
}

const PREFIX = 'form-copy:';

export function readFormCopy(copyKey: string): FormCopy | null {
  try {
    const raw = globalThis.localStorage?.getItem(PREFIX + copyKey);
    const copy = raw ? (JSON.parse(raw) as FormCopy) : null;
    const account = getSession()?.id ?? null;
    return copy && typeof copy.answers === 'object' && copy.answers !== null && copy.account === account ? copy : null;
  } catch {
    return null;
  }
}

export function writeFormCopy(copyKey: string, answers: Record<string, unknown>): void {
  try {
    const copy: FormCopy = { answers, account: getSession()?.id ?? null, changedAt: new Date().toISOString() };
    globalThis.localStorage?.setItem(PREFIX + copyKey, JSON.stringify(copy));
  } catch {
    // storage full or blocked: the answers stay in the open form
  }
}

export function removeFormCopy(copyKey: string): void {
  try {
    globalThis.localStorage?.removeItem(PREFIX + copyKey);
  } catch {
    // nothing kept, nothing to remove
  }
}
