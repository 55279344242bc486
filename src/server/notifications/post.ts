import type { Kysely } from 'kysely';
import type { Database } from '../core/db/types';
import { notificationsRepository, type NewNotification } from './store';

export type { NewNotification };

/**
 * The one way any area tells people something in the portal. Pass the transaction of what
 * caused the notice: it then exists only if the change does (a notice of a request that
 * failed to save would point at nothing).
 */
export const postNotification = (within: Kysely<Database>, userIds: (number | null | undefined)[], notification: NewNotification): Promise<void> =>
  notificationsRepository(within).notify(userIds, notification);
