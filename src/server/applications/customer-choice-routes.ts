import type { AppContext } from '../context';
import { customerChoices } from '../customers/customer-side';
import { signedIn } from '../accounts/viewer';
import type { Handler } from '../core/handler';

/** Whom a new application can be for: a consultant's approved customers. */
export function applicationCustomerHandlers(ctx: AppContext) {
  const { db } = ctx.database;
  const listApplicationCustomers: Handler<'listApplicationCustomers'> = async (request) => customerChoices(db, signedIn(request), request.query ?? {});
  return { listApplicationCustomers };
}
