import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { request } from '../../api/query';
import { pagedQuery } from '../../api/paging';
import type { components } from '../../api/schema.gen';

export type Notification = components['schemas']['Notification'];

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
};

/** The user's notifications, newest first, page by page. */
export const notificationsQuery = () =>
  pagedQuery(notificationKeys.list, (cursor) => request(() => api.GET('/notifications', { params: { query: { cursor } } })));

export const unreadCountQuery = () =>
  queryOptions({ queryKey: notificationKeys.unread, queryFn: () => request(() => api.GET('/notifications/unread-count', {})) });

/** Marks some notifications read (none named: all); the list and the badge's count are read again. */
export const markRead = mutationOptions({
  mutationFn: (ids?: string[]) => request(() => api.POST('/notifications/read', { body: ids ? { ids } : {} })),
  meta: { invalidates: [notificationKeys.all] },
});
