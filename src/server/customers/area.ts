import type { AppContext } from '../context';
import { staffConsultantHandlers } from './consultant-routes';
import { customerRequestHandlers } from './customer-request-routes';
import { customerHandlers } from './customer-routes';

/** The operations of this area, one handler per `operationId` of the contract (src/server/areas.ts collects every area's). */
export const routes = (ctx: AppContext) => ({ ...staffConsultantHandlers(ctx), ...customerRequestHandlers(ctx), ...customerHandlers(ctx) });
