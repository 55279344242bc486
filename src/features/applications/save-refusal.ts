import { ApiError } from '../../api/query';
import type { DraftCopy } from './applications-api';

/**
 * A save the server refused for a reason the person must act on (another active application
 * covers the same scope, the draft was submitted or deleted elsewhere, a document they may not
 * use): not retried by itself, shown at the top of the wizard (draft-refusal.tsx) until a save
 * is accepted. The answers stay on the device.
 */
export interface Refusal {
  /** HTTP status of the refusal (409, 404, 403, 400…). */
  status: number;
  messageId: string;
  values: Record<string, string | number> | null;
  /** The step whose answers the server names ("/answers/scope/activities" → "scope"), if any. */
  stepId: string | null;
  /** The answer within that step ("/standard"), to word a stored value the refusal names. */
  field?: string;
}

/**
 * Any refusal other than a stale copy or an ended session is the person's to resolve: said in
 * the words of the first issue when it names its cause (the active application that blocks
 * this one), else by its message id.
 */
export function refusalOf(status: number, body: ApiError['body']): Refusal {
  const issue = Array.isArray(body.issues) ? (body.issues[0] as { messageId?: unknown; params?: unknown; path?: unknown } | undefined) : undefined;
  const named = issue && typeof issue.messageId === 'string' && issue.params && typeof issue.params === 'object' ? issue : undefined;
  const at = typeof issue?.path === 'string' ? /^\/answers\/([^/]+)(\/.*)?$/.exec(issue.path) : null;
  const stepId = at?.[1] ?? null;
  return {
    status,
    messageId: named ? (named.messageId as string) : typeof body.messageId === 'string' ? body.messageId : 'errors.generic',
    values: named ? (named.params as Record<string, string | number>) : null,
    stepId: stepId === null ? null : stepId.replace(/~1/g, '/').replace(/~0/g, '~'),
    ...(at?.[2] ? { field: at[2] } : {}),
  };
}

/** What a save that failed means for the draft: sent again later, a newer copy on the server, a session ended, or a refusal. */
export type SaveFailure =
  | { kind: 'noAnswer' }
  | { kind: 'stale'; current: DraftCopy }
  | { kind: 'signedOut'; messageId: string }
  | { kind: 'refused'; refusal: Refusal };

export function saveFailureOf(error: unknown): SaveFailure {
  const status = error instanceof ApiError ? error.status : 'network';
  // no answer, the server down, too many requests or a timeout: the same answers go again later
  if (status === 'network' || status >= 500 || status === 408 || status === 429) return { kind: 'noAnswer' };
  const body = (error as ApiError).body;
  const current = body.current as DraftCopy | undefined;
  if (status === 409 && body.messageId === 'errors.staleDraft' && current) return { kind: 'stale', current };
  // 401 after a refused refresh ends the session: the local copy waits for the next sign-in.
  if (status === 401) return { kind: 'signedOut', messageId: typeof body.messageId === 'string' ? body.messageId : 'errors.generic' };
  return { kind: 'refused', refusal: refusalOf(status, body) };
}
