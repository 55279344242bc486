import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { request } from '../../api/query';

type ProfileBody = Record<string, unknown> & { id?: number };

/**
 * Whose profile the editor shows and how it reads and saves it: the signed-in user's own
 * (`users/profile`), or, for their consultant, a customer's (`farmers/{id}/profile`).
 */
export interface ProfileSource {
  key: readonly unknown[];
  load(): Promise<Record<string, unknown>>;
  /** Resolves with the profile's status, or throws ApiError (per-field issues in its failure). */
  save(body: ProfileBody): Promise<{ profile_status: string }>;
  /** A completed profile is read-only to its owner (spec §4); their consultant still edits it. */
  lockedWhenComplete: boolean;
  /** Message ids of the status line: the owner is addressed as "your", a consultant is not. */
  statusMessages: { complete: string; incomplete: string };
}

export const profileQuery = (source: ProfileSource) => queryOptions({ queryKey: ['profile', ...source.key], queryFn: () => source.load() });

export const ownProfile: ProfileSource = {
  key: ['own'],
  load: async () => (await request(() => api.GET('/users/profile', {}))) as Record<string, unknown>,
  save: (body) => request(() => api.PUT('/users/profile', { body: body as { id: number; user_details: Record<string, unknown> } })),
  lockedWhenComplete: true,
  statusMessages: { complete: 'accounts.profile.status.complete', incomplete: 'accounts.profile.status.incomplete' },
};

/** An approved customer's profile, as their consultant reads and saves it. */
export function customerProfile(customerId: number): ProfileSource {
  const path = { params: { path: { id: customerId } } };
  return {
    key: ['customer', customerId],
    load: async () => (await request(() => api.GET('/farmers/{id}/profile', path))) as Record<string, unknown>,
    save: (body) => request(() => api.PUT('/farmers/{id}/profile', { ...path, body: body as { user_details: Record<string, unknown> } })),
    lockedWhenComplete: false,
    statusMessages: { complete: 'customers.profile.status.complete', incomplete: 'customers.profile.status.incomplete' },
  };
}
