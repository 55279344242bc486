import type { AppContext } from '../context';
import { reportsHandlers } from './routes';

/** The operations of this area, one handler per `operationId` of the contract (src/server/areas.ts collects every area's). */
export const routes = (ctx: AppContext) => ({ ...reportsHandlers(ctx) });
