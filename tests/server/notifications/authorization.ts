import { SIGNED_IN, get, type Entry } from '../core/authorization-kit';

/** Who may call the notifications operations (the matrix: tests/server/core/authorization-matrix.test.ts). */
export const authorization: Record<string, Entry> = {
  listNotifications: { call: get('/notifications'), allowed: SIGNED_IN },
  countUnreadNotifications: { call: get('/notifications/unread-count'), allowed: SIGNED_IN },
  markNotificationsRead: { call: () => ({ method: 'POST', url: '/notifications/read', payload: {} }), allowed: SIGNED_IN },
};
