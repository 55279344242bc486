import type { AppContext } from '../context';
import { customerChoices, viewerOf } from '../applications/access';
import type { Handler } from './types';

/** Whom a new application can be for: a consultant's approved customers. */
export function applicationCustomerHandlers(ctx: AppContext) {
  const { db } = ctx.database;
  const listApplicationCustomers: Handler<'listApplicationCustomers'> = async (request) => ({
    data: await customerChoices(db, await viewerOf(db, request.user)),
  });
  return { listApplicationCustomers };
}
