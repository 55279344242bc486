import type { AppContext } from '../context';
import type { FastifyRequest } from 'fastify';
import { signedIn } from '../accounts/viewer';
import { notificationsRepository } from './store';
import type { Handler } from '../core/handler';
import { pageOf, pageSize, positionOf } from '../core/paging';

/** The signed-in user's in-app notifications (contract: /notifications). */
export function notificationHandlers(ctx: AppContext) {
  const notifications = notificationsRepository(ctx.database.db);
  const userOf = (request: FastifyRequest) => signedIn(request).userId;

  const listNotifications: Handler<'listNotifications'> = async (request) => {
    const userId = userOf(request);
    const limit = pageSize(request.query);
    const [rows, unread] = await Promise.all([
      notifications.list(userId, limit, positionOf(request.query?.cursor, 'instant', 'bigint')),
      notifications.unreadCount(userId),
    ]);
    return {
      ...pageOf(rows, limit, (row) => ({ at: row.page_at, id: Number(row.id) }), (row) => ({
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
    unread: await notifications.unreadCount(userOf(request)),
  });

  const markNotificationsRead: Handler<'markNotificationsRead'> = async (request, reply) => {
    await notifications.markRead(userOf(request), request.body.ids);
    return reply.code(204).send();
  };

  return { listNotifications, countUnreadNotifications, markNotificationsRead };
}
