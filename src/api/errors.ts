import type { ValidationIssue } from '../validation/types';

/** The error body every API failure carries (see components.schemas.Error). */
export interface ApiErrorBody {
  statusCode: number;
  messageId: string;
  message?: string;
  issues?: { path: string; keyword: string; messageId: string; params?: Record<string, unknown> }[];
}

/** The message id to show for a failed call; network failures get the generic one. */
export function errorMessageId(error: unknown): string {
  const body = error as Partial<ApiErrorBody> | undefined;
  return typeof body?.messageId === 'string' ? body.messageId : 'errors.generic';
}

/** A message for the person: an id and its ICU values. */
export interface FailureMessage {
  messageId: string;
  values?: Record<string, number>;
  /** What the server found wrong, field by field, when it refused a form (400). */
  issues?: ValidationIssue[];
}

/** The per-field issues of a refused form's answer (none for any other failure). */
export function issuesOf(error: unknown): ValidationIssue[] {
  const issues = (error as Partial<ApiErrorBody> | undefined)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.map((issue) => ({ path: issue.path, keyword: issue.keyword, messageId: issue.messageId, params: issue.params ?? {} }));
}

/**
 * Whole minutes to wait from a 429's `Retry-After` (seconds, or an HTTP date), at least one;
 * undefined when the answer does not say.
 */
export function retryAfterMinutes(response: Response | undefined): number | undefined {
  const header = response?.headers.get('Retry-After')?.trim();
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds / 60)) : undefined;
}

/**
 * The message for a failed call (openapi-fetch's `{ error, response }`, or null when the call
 * threw). A rate limit says how many minutes to wait when the server told us.
 */
export function failureMessage(result: { error?: unknown; response?: Response } | null | undefined): FailureMessage {
  const minutes = result?.response?.status === 429 ? retryAfterMinutes(result.response) : undefined;
  if (minutes !== undefined) return { messageId: 'errors.tooManyRequestsMinutes', values: { minutes } };
  const issues = issuesOf(result?.error);
  return issues.length ? { messageId: errorMessageId(result?.error), issues } : { messageId: errorMessageId(result?.error) };
}

/** Whether a message is the rate limit's (with or without the minutes). */
export const isRateLimited = (message: FailureMessage | { messageId: string }) =>
  message.messageId === 'errors.tooManyRequests' || message.messageId === 'errors.tooManyRequestsMinutes';
