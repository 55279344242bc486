import type { AppContext } from '../context';
import { applicationReference } from '../applications/reference';
import { notificationsRepository } from '../notifications/store';
import { lifecycleNotifier, type LifecycleChange } from '../lifecycle/notify';
import { familyPath } from '../lifecycle/state';

type App = LifecycleChange['app'] & { customer_name?: string | null };

/**
 * Certificate requests and invoices tell the other side in the portal, as notes do (no mail:
 * the lifecycle's mails already bring people to the page): the customer side (customer,
 * consultants, employees on it, less whoever acted) or every active staff member.
 */
export function requestNotifier(ctx: Pick<AppContext, 'database' | 'mailer' | 'config'>) {
  const { db } = ctx.database;
  const notifications = notificationsRepository(db);
  const { customerSideOf } = lifecycleNotifier(ctx);
  const paramsOf = (app: App, extra: Record<string, string>) => ({
    type: app.family,
    customer: app.customer_name ?? '',
    reference: applicationReference(app),
    ...extra,
  });

  async function toCustomerSide(app: App, messageId: string, actorId: number, extra: Record<string, string> = {}) {
    const { customerSide } = await customerSideOf(app);
    const link = `/applications/${familyPath(app.family)}/inner/${app.id}`;
    await notifications.notify(customerSide.filter((id) => id !== actorId), { messageId, params: paramsOf(app, extra), link });
  }

  async function toStaff(app: App, messageId: string, extra: Record<string, string> = {}) {
    const staff = await db.selectFrom('users').select('id').where('role', '=', 'staff').where('status', '=', 'active').execute();
    await notifications.notify(staff.map((s) => s.id), { messageId, params: paramsOf(app, extra), link: `/staff/applications/${app.id}` });
  }

  return { toCustomerSide, toStaff };
}
