import type { AppContext } from '../context';
import { ApiError } from '../errors';
import { signedIn } from '../auth/viewer';
import { inspectionHistory } from '../lifecycle/inspection-history';
import type { Handler } from './types';

/** A customer's inspections across applications and years (spec §2 "Application detail": inspection history). */
export function inspectionHistoryHandlers(ctx: AppContext) {
  const listInspectionHistory: Handler<'listInspectionHistory'> = async (request) => {
    const data = await inspectionHistory(ctx.database.db, signedIn(request), request.query?.customer_id);
    if (!data) throw new ApiError(404, 'sanctions.errors.noSuchCustomer', 'No such customer');
    return { data };
  };
  return { listInspectionHistory };
}
