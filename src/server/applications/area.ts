import type { AppContext } from '../context';
import { applicationCustomerHandlers } from './customer-choice-routes';
import { noteHandlers } from './note-routes';
import { applicationPdfHandlers } from './pdf-routes';
import { applicationHandlers } from './routes';

/** The operations of this area, one handler per `operationId` of the contract (src/server/areas.ts collects every area's). */
export const routes = (ctx: AppContext) => ({ ...applicationCustomerHandlers(ctx), ...noteHandlers(ctx), ...applicationPdfHandlers(ctx), ...applicationHandlers(ctx) });
