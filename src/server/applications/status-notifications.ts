import type { Kysely } from 'kysely';
import type { ApplicationStatus, Database } from '../db/types';
import { customersRepository } from '../repositories/customers';
import { notificationsRepository } from '../repositories/notifications';

/**
 * Tells everyone who follows an application that its status changed: the customer, their
 * approved consultants, and the employees assigned to the application or the customer.
 */
export async function notifyStatusChange(
  db: Kysely<Database>,
  app: { id: string; owner_id: number; family: string; assigned_employee_id: number | null },
  status: ApplicationStatus,
): Promise<void> {
  const links = await customersRepository(db).consultantsOf(app.owner_id);
  const family = app.family === 'bio' ? 'bio' : 'global';
  await notificationsRepository(db).notify(
    [app.owner_id, app.assigned_employee_id, ...links.flatMap((l) => [l.consultant_id, l.assigned_employee_id])],
    { messageId: 'notifications.applicationStatus', params: { status, type: app.family }, link: `/applications/${family}/inner/${app.id}` },
  );
}
