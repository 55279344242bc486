import type { AppContext } from '../context';
import { ApiError } from '../core/errors';
import { signedIn } from '../accounts/viewer';
import { inspectionHistory } from './inspection-history';
import type { Handler } from '../core/handler';

/** A customer's inspections across applications and years (spec §2 "Application detail": inspection history). */
export function inspectionHistoryHandlers(ctx: AppContext) {
  const listInspectionHistory: Handler<'listInspectionHistory'> = async (request) => {
    const data = await inspectionHistory(ctx.database.db, signedIn(request), request.query?.customer_id);
    if (!data) throw new ApiError(404, 'sanctions.errors.noSuchCustomer', 'No such customer');
    return { data };
  };
  return { listInspectionHistory };
}
