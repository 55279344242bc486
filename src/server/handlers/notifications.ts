import type { AppContext } from '../context';
import { unauthorized } from '../errors';
import { notificationsRepository } from '../repositories/notifications';
import type { Handler } from './types';

const LATEST = 100;

/** The signed-in user's in-app notifications (contract: /notifications). */
export function notificationHandlers(ctx: AppContext) {
  const notifications = notificationsRepository(ctx.database.db);
  const userOf = (claims: { userId: number } | null) => {
    if (!claims) throw unauthorized();
    return claims.userId;
  };

  const listNotifications: Handler<'listNotifications'> = async (request) => {
    const userId = userOf(request.user);
    const [rows, unread] = await Promise.all([notifications.list(userId, LATEST), notifications.unreadCount(userId)]);
    return {
      data: rows.map((row) => ({
        id: String(row.id),
        message_id: row.message_id,
        params: row.params,
        link: row.link,
        created_at: new Date(row.created_at).toISOString(),
        read: row.read_at !== null,
      })),
      unread,
    };
  };

  const countUnreadNotifications: Handler<'countUnreadNotifications'> = async (request) => ({
    unread: await notifications.unreadCount(userOf(request.user)),
  });

  const markNotificationsRead: Handler<'markNotificationsRead'> = async (request, reply) => {
    await notifications.markRead(userOf(request.user), request.body.ids);
    return reply.code(204).send();
  };

  return { listNotifications, countUnreadNotifications, markNotificationsRead };
}
