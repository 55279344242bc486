import { signedIn } from '../accounts/viewer';
import type { AppContext } from '../context';
import { lifecycleRunner } from './act';
import { staffQueue, staffQueueCounts } from './queue';
import type { Handler } from '../core/handler';

/**
 * Whose work the queue is narrowed to: "mine" is the caller's, `member` another staff member's
 * (the overview's links); each is what is assigned to that person as reviewer or planned for
 * them as inspector. Both named: the caller's.
 */
const whoseOf = (request: Parameters<typeof signedIn>[0], mine: boolean | undefined, member: number | undefined) =>
  mine ? { mineOf: signedIn(request).userId } : member !== undefined ? { mineOf: member } : {};

/** Reading the lifecycle: one application's timeline, and the staff work queue. */
export function lifecycleViewHandlers(ctx: AppContext) {
  const { view } = lifecycleRunner(ctx);

  const getApplicationLifecycle: Handler<'getApplicationLifecycle'> = async (request) => view(request);

  const listStaffQueue: Handler<'listStaffQueue'> = async (request) => {
    const { limit, cursor, mine, member, ...filters } = request.query ?? {};
    return staffQueue(ctx.database.db, { ...filters, ...whoseOf(request, mine, member) }, { limit, cursor });
  };

  const getStaffQueueCounts: Handler<'getStaffQueueCounts'> = async (request) => {
    const { mine, member, ...filters } = request.query ?? {};
    return staffQueueCounts(ctx.database.db, { ...filters, ...whoseOf(request, mine, member) });
  };

  return { getApplicationLifecycle, listStaffQueue, getStaffQueueCounts };
}
