import type { AppContext } from '../context';
import { lifecycleRunner } from './act';
import { staffQueue, staffQueueCounts } from './queue';
import type { Handler } from '../core/handler';

/** Reading the lifecycle: one application's timeline, and the staff work queue. */
export function lifecycleViewHandlers(ctx: AppContext) {
  const { view } = lifecycleRunner(ctx);

  const getApplicationLifecycle: Handler<'getApplicationLifecycle'> = async (request) => view(request);

  const listStaffQueue: Handler<'listStaffQueue'> = async (request) => {
    const { limit, cursor, ...filters } = request.query ?? {};
    return staffQueue(ctx.database.db, filters, { limit, cursor });
  };

  const getStaffQueueCounts: Handler<'getStaffQueueCounts'> = async (request) => staffQueueCounts(ctx.database.db, request.query ?? {});

  return { getApplicationLifecycle, listStaffQueue, getStaffQueueCounts };
}
