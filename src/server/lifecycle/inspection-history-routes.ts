import type { AppContext } from '../context';
import { ApiError, notFound } from '../core/errors';
import { signedIn } from '../accounts/viewer';
import { inspectionHistory } from './inspection-history';
import type { Handler } from '../core/handler';

/** A customer's inspections across applications and years (spec §2 "Application detail": inspection history). */
export function inspectionHistoryHandlers(ctx: AppContext) {
  const listInspectionHistory: Handler<'listInspectionHistory'> = async (request) => {
    const { customer_id, application_id, ...page } = request.query ?? {};
    const found = await inspectionHistory(ctx.database.db, signedIn(request), { customerId: customer_id, applicationId: application_id }, page);
    if (!found) {
      if (customer_id === undefined) throw notFound();
      throw new ApiError(404, 'sanctions.errors.noSuchCustomer', 'No such customer');
    }
    return found;
  };
  return { listInspectionHistory };
}
