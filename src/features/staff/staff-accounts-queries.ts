import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { request } from '../../api/query';
import { pagedQuery } from '../../api/paging';
import type { components, paths } from '../../api/schema.gen';

export type StaffAccount = components['schemas']['StaffAccount'];
export type NewStaffAccount = NonNullable<paths['/staff/accounts']['post']['requestBody']>['content']['application/json'];
export type StaffAccountChange = NonNullable<paths['/staff/accounts/{id}']['put']['requestBody']>['content']['application/json'];

export const staffAccountKeys = {
  accounts: ['staff', 'accounts'] as const,
  members: (duty: 'reviewer' | 'inspector') => ['staff', 'members', duty] as const,
};

/** The staff accounts, page by page, in the order they were added (staff administrators). */
export const staffAccountsQuery = () =>
  pagedQuery(staffAccountKeys.accounts, (cursor) => request(() => api.GET('/staff/accounts', { params: { query: { cursor } } })));

/** The active staff members with a duty: whom an application or an inspection can be given to. */
export const staffMembersQuery = (duty: 'reviewer' | 'inspector') =>
  queryOptions({
    queryKey: staffAccountKeys.members(duty),
    queryFn: () => request(() => api.GET('/staff/members', { params: { query: { duty } } })),
    staleTime: 60_000,
  });

export const createStaffAccount = mutationOptions({
  mutationFn: (body: NewStaffAccount) => request(() => api.POST('/staff/accounts', { body })),
  meta: { invalidates: [staffAccountKeys.accounts, ['staff', 'members']] },
});

export const updateStaffAccount = mutationOptions({
  mutationFn: ({ id, body }: { id: number; body: StaffAccountChange }) => request(() => api.PUT('/staff/accounts/{id}', { params: { path: { id } }, body })),
  meta: { invalidates: [staffAccountKeys.accounts, ['staff', 'members']] },
});

/** Assigns an application to a reviewer (or to nobody); answers the application's lifecycle view. */
export const assignReviewer = mutationOptions({
  mutationFn: ({ id, reviewerId }: { id: string; reviewerId: number | null }) =>
    request(() => api.PUT('/staff/applications/{id}/reviewer', { params: { path: { id } }, body: { reviewer_id: reviewerId } })),
  meta: { invalidates: [['staff-queue']] },
});
