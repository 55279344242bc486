import { api } from '../../api/client';
import type { components } from '../../api/schema.gen';
import type { ApiErrorBody } from '../../api/errors';

export type Application = components['schemas']['Application'];
export type ApplicationSummary = components['schemas']['ApplicationSummary'];
export type ApplicationType = components['schemas']['ApplicationType'];
export type ApplicationStatus = components['schemas']['ApplicationStatus'];
export type DraftCopy = components['schemas']['DraftCopy'];

/** A failed call: the API's error body, or `network` when the server could not be reached. */
export type CallFailure = { kind: 'network' } | { kind: 'http'; status: number; body: ApiErrorBody & Record<string, unknown> };

export type Result<T> = { ok: true; value: T } | { ok: false; failure: CallFailure };

async function call<T>(run: () => Promise<{ data?: T; error?: unknown; response: Response }>): Promise<Result<T>> {
  try {
    const { data, error, response } = await run();
    if (response.ok) return { ok: true, value: data as T };
    return { ok: false, failure: { kind: 'http', status: response.status, body: (error ?? {}) as ApiErrorBody & Record<string, unknown> } };
  } catch {
    return { ok: false, failure: { kind: 'network' } };
  }
}

export interface ApplicationFilters {
  year?: number;
  type?: ApplicationType;
  status?: ApplicationStatus;
  customer_id?: number;
  purpose?: string;
}

export const listApplications = (query: ApplicationFilters) =>
  call(() => api.GET('/applications', { params: { query } }));

export const createApplication = (body: { type: ApplicationType; customer_id?: number; client_request_id: string }) =>
  call(() => api.POST('/applications', { body }));

export const getApplication = (id: string) => call(() => api.GET('/applications/{id}', { params: { path: { id } } }));

export const saveAnswers = (id: string, body: { answers: Record<string, unknown>; current_step: string | null; row_version: number }) =>
  call(() => api.PUT('/applications/{id}/answers', { params: { path: { id } }, body }));

export const submitApplication = (id: string, rowVersion: number) =>
  call(() => api.POST('/applications/{id}/submit', { params: { path: { id } }, body: { row_version: rowVersion } }));

export const deleteApplication = (id: string) =>
  call(() => api.DELETE('/applications/{id}', { params: { path: { id } } }));

/** The consultant hands an application of their customer to one of their employees; null: to nobody. */
export const assignApplicationEmployee = (id: string, employeeId: number | null) =>
  call(() => api.PUT('/applications/{id}/employee', { params: { path: { id } }, body: { employee_id: employeeId } }));

/** The message id of a failure, for an alert or a toast. */
export function failureMessageId(failure: CallFailure): string {
  if (failure.kind === 'network') return 'applications.offline';
  return typeof failure.body?.messageId === 'string' ? failure.body.messageId : 'errors.generic';
}

/** The customers the signed-in consultant or employee may start an application for (none for others). */
export const listCustomerChoices = () => call(() => api.GET('/applications/customers'));
