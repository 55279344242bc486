import type { AppContext } from '../context';
import { lifecycleRunner } from '../lifecycle/act';
import { staffQueue } from '../lifecycle/queue';
import type { Handler } from './types';

/** Reading the lifecycle: one application's timeline, and the staff work queue. */
export function lifecycleViewHandlers(ctx: AppContext) {
  const { view } = lifecycleRunner(ctx);

  const getApplicationLifecycle: Handler<'getApplicationLifecycle'> = async (request) => view(request);

  const listStaffQueue: Handler<'listStaffQueue'> = async (request) => ({ data: await staffQueue(ctx.database.db, request.query ?? {}) });

  return { getApplicationLifecycle, listStaffQueue };
}
