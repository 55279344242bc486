import { operatorOfRow } from '../accounts/display-name';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../core/db/types';
import { applicationReference } from '../applications/reference';
import { postNotification } from '../notifications/post';
import { staffConcerned } from '../accounts/staff-members';
import { lifecycleNotifier, type LifecycleChange } from '../lifecycle/notify';
import { familyPath } from '../lifecycle/state';

type App = LifecycleChange['app'] & { customer_name?: string | null; customer_company?: string | null };

/**
 * Certificate requests and invoices tell the other side in the portal, as notes do (no mail:
 * the lifecycle's mails already bring people to the page): the customer side (customer,
 * consultants, employees on it, less whoever acted) or the staff of the file's review (its
 * reviewer, else every active reviewer: accounts/staff-members.ts). Written in
 * the transaction of the request or invoice (`within`), so a notice never outlives a failed write.
 */
export function requestNotifier(ctx: Pick<AppContext, 'database' | 'mailer' | 'config'>, within: Kysely<Database>) {
  const { customerSideOf } = lifecycleNotifier(ctx, within);
  const paramsOf = (app: App, extra: Record<string, string | number>) => ({
    type: app.family,
    customer: operatorOfRow({ customer_name: app.customer_name ?? null, customer_company: app.customer_company }).name,
    reference: applicationReference(app),
    ...extra,
  });

  async function toCustomerSide(app: App, messageId: string, actorId: number, extra: Record<string, string | number> = {}) {
    const { customerSide } = await customerSideOf(app);
    const link = `/applications/${familyPath(app.family)}/inner/${app.id}`;
    await postNotification(within, customerSide.filter((id) => id !== actorId), { messageId, params: paramsOf(app, extra), link });
  }

  async function toStaff(app: App, messageId: string, extra: Record<string, string | number> = {}) {
    await postNotification(within, await staffConcerned(within, app.id, 'review'), { messageId, params: paramsOf(app, extra), link: `/staff/applications/${app.id}` });
  }

  return { toCustomerSide, toStaff };
}
