import { ApiError, messageOf } from '../../api/query';
import { Notice } from '../shared/notice';

/**
 * What the server refused in a form's last send: at the top of the form, unless the refusal
 * is one a field already shows (the same message twice would read as two problems).
 */
export function RefusalNotice({ error }: { error: unknown }) {
  if (!error) return null;
  const failure = messageOf(error);
  const atField = (failure.issues ?? []).some((issue) => issue.messageId === failure.messageId);
  if (atField) return null;
  return <Notice notice={{ kind: 'error', id: failure.messageId, values: failure.values }} />;
}

/** The per-field issues of a refused send, for the form's fields. */
export const fieldIssuesOf = (error: unknown) => (error instanceof ApiError ? (error.failure.issues ?? []) : undefined);
