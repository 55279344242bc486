import type { AppContext } from '../context';
import type { Handler } from '../core/handler';
import { staffOverview } from './overview';

/** The staff overview (contract: GET /staff/overview). */
export function overviewHandlers(ctx: AppContext) {
  const getStaffOverview: Handler<'getStaffOverview'> = async (request) => {
    const { year = new Date().getUTCFullYear(), standard, region, member } = request.query ?? {};
    return staffOverview(ctx.database.db, year, { standard, region, member });
  };
  return { getStaffOverview };
}
