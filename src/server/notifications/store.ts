import { sql, type Kysely } from 'kysely';
import { after, sortText, type Position } from '../core/paging';
import type { Database } from '../core/db/types';

export interface NewNotification {
  messageId: string;
  params?: Record<string, string | number>;
  link?: string;
}

/** In-app notifications: a message id and its parameters per user, translated by the client. */
export function notificationsRepository(db: Kysely<Database>) {
  return {
    async notify(userIds: (number | null | undefined)[], notification: NewNotification): Promise<void> {
      const ids = [...new Set(userIds.filter((id): id is number => typeof id === 'number'))];
      if (!ids.length) return;
      await db
        .insertInto('notifications')
        .values(
          ids.map((user_id) => ({
            user_id,
            message_id: notification.messageId,
            params: JSON.stringify(notification.params ?? {}),
            link: notification.link ?? null,
          })),
        )
        .execute();
    },
    /** A page of the user's notifications, newest first (keyset: notifications_page_idx). */
    list: (userId: number, limit: number, from?: Position) =>
      db
        .selectFrom('notifications')
        .selectAll()
        .select(sortText(sql.ref('created_at')).as('page_at'))
        .where('user_id', '=', userId)
        .$if(from !== undefined, (q) => q.where(after(from!, 'desc', sql.ref('id'), sql.ref('created_at'))))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute(),
    async unreadCount(userId: number): Promise<number> {
      const row = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /** Marks the given notifications (all when `ids` is undefined) of the user as read. */
    async markRead(userId: number, ids: string[] | undefined): Promise<void> {
      if (ids !== undefined && ids.length === 0) return;
      await db
        .updateTable('notifications')
        .set({ read_at: new Date() })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .$if(ids !== undefined, (qb) => qb.where('id', 'in', ids as string[]))
        .execute();
    },
  };
}
export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
