import { signedIn } from '../accounts/viewer';
import type { AppContext } from '../context';
import { lifecycleRunner } from './act';
import { staffQueue, staffQueueCounts } from './queue';
import type { Handler } from '../core/handler';

/** Reading the lifecycle: one application's timeline, and the staff work queue. */
export function lifecycleViewHandlers(ctx: AppContext) {
  const { view } = lifecycleRunner(ctx);

  const getApplicationLifecycle: Handler<'getApplicationLifecycle'> = async (request) => view(request);

  const listStaffQueue: Handler<'listStaffQueue'> = async (request) => {
    const { limit, cursor, mine, ...filters } = request.query ?? {};
    // "mine": what is assigned to the caller as reviewer or planned for them as inspector
    return staffQueue(ctx.database.db, { ...filters, ...(mine ? { mineOf: signedIn(request).userId } : {}) }, { limit, cursor });
  };

  const getStaffQueueCounts: Handler<'getStaffQueueCounts'> = async (request) => {
    const { mine, ...filters } = request.query ?? {};
    return staffQueueCounts(ctx.database.db, { ...filters, ...(mine ? { mineOf: signedIn(request).userId } : {}) });
  };

  return { getApplicationLifecycle, listStaffQueue, getStaffQueueCounts };
}
