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
