import { api } from '../../api/client';
import { errorMessageId, issuesOf } from '../../api/errors';
import type { ValidationIssue } from '../../validation/types';

export type SaveResult = { ok: true; status: string } | { ok: false; messageId: string; issues: ValidationIssue[] };
type ProfileBody = Record<string, unknown> & { id?: number };

/**
 * Whose profile the editor shows and how it reads and saves it: the signed-in user's own
 * (`users/profile`), or, for their consultant, a customer's (`farmers/{id}/profile`).
 */
export interface ProfileSource {
  load(): Promise<Record<string, unknown> | null>;
  save(body: ProfileBody): Promise<SaveResult>;
  /** A completed profile is read-only to its owner (spec §4); their consultant still edits it. */
  lockedWhenComplete: boolean;
  /** Message ids of the status line: the owner is addressed as "your", a consultant is not. */
  statusMessages: { complete: string; incomplete: string };
}

const dataOf = (response: { data?: unknown } | null) => (response?.data as Record<string, unknown> | undefined) ?? null;

function saved(response: { data?: { profile_status: string }; error?: unknown } | null): SaveResult {
  if (response?.data) return { ok: true, status: response.data.profile_status };
  return { ok: false, messageId: errorMessageId(response?.error), issues: issuesOf(response?.error) };
}

export const ownProfile: ProfileSource = {
  load: async () => dataOf(await api.GET('/users/profile', {}).catch(() => null)),
  save: async (body) =>
    saved(await api.PUT('/users/profile', { body: body as { id: number; user_details: Record<string, unknown> } }).catch(() => null)),
  lockedWhenComplete: true,
  statusMessages: { complete: 'accounts.profile.status.complete', incomplete: 'accounts.profile.status.incomplete' },
};

/** An approved customer's profile, as their consultant reads and saves it. */
export function customerProfile(customerId: number): ProfileSource {
  const path = { params: { path: { id: customerId } } };
  return {
    load: async () => dataOf(await api.GET('/farmers/{id}/profile', path).catch(() => null)),
    save: async (body) =>
      saved(
        await api
          .PUT('/farmers/{id}/profile', { ...path, body: body as { user_details: Record<string, unknown> } })
          .catch(() => null),
      ),
    lockedWhenComplete: false,
    statusMessages: { complete: 'customers.profile.status.complete', incomplete: 'customers.profile.status.incomplete' },
  };
}
