import type { AppContext } from '../context';
import { certificateRequestHandlers } from './certificate-request-routes';
import { invoiceHandlers } from './invoice-routes';

/** The operations of this area, one handler per `operationId` of the contract (src/server/areas.ts collects every area's). */
export const routes = (ctx: AppContext) => ({ ...certificateRequestHandlers(ctx), ...invoiceHandlers(ctx) });
