import { api } from '../../api/client';
import type { components } from '../../api/schema.gen';

export type Notification = components['schemas']['Notification'];

const safe = <T>(call: Promise<T>) => call.catch((error: unknown) => ({ data: undefined, error }) as T);

export const listNotifications = () => safe(api.GET('/notifications', {}));
export const countUnread = () => safe(api.GET('/notifications/unread-count', {}));
export const markRead = (ids?: string[]) => safe(api.POST('/notifications/read', { body: ids ? { ids } : {} }));
