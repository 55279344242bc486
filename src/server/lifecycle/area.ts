import type { AppContext } from '../context';
import { assignmentHandlers } from './assignment-routes';
import { lifecycleCustomerHandlers } from './customer-routes';
import { inspectionHistoryHandlers } from './inspection-history-routes';
import { lifecycleStaffHandlers } from './staff-routes';
import { lifecycleViewHandlers } from './view-routes';

/** The operations of this area, one handler per `operationId` of the contract (src/server/areas.ts collects every area's). */
export const routes = (ctx: AppContext) => ({ ...lifecycleCustomerHandlers(ctx), ...inspectionHistoryHandlers(ctx), ...lifecycleStaffHandlers(ctx), ...lifecycleViewHandlers(ctx), ...assignmentHandlers(ctx) });
