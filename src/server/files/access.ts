import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { FileRow } from '../repositories/files';
import { visibleTo, type Viewer } from '../applications/access';
import { lifecycleRefersTo } from '../lifecycle/file-access';

/**
 * Who may read a file: its owner, and whoever may read an application or a profile that
 * refers to it (the certification body's staff read every application and profile). A consultant uploads documents into a customer's
 * application or profile (the consultant owns the file), and the customer, the consultant's
 * employees on that customer and the staff who evaluate must open them; a customer's standing
 * order must open for the consultant who edits the profile. Forms keep a document as
 * `{ id, name, … }`, so a reference is the file's id (a UUID) as a JSON string in the answers.
 */
export async function mayRead(db: Kysely<Database>, file: FileRow, viewer: Viewer): Promise<boolean> {
  if (file.owner_id === viewer.userId) return true;
  const reference = `%${JSON.stringify(file.id)}%`;
  const application = await db
    .selectFrom('applications')
    .select('applications.id')
    .where(visibleTo(viewer))
    .where(sql<string>`applications.answers::text`, 'like', reference)
    .executeTakeFirst();
  if (application) return true;
  if (await lifecycleRefersTo(db, viewer, reference)) return true;
  return profileRefersTo(db, viewer, reference);
}

/** Whether the viewer's own profile, that of a customer they work on (staff: any), refers to the file. */
async function profileRefersTo(db: Kysely<Database>, viewer: Viewer, reference: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('users.id')
    .where(sql<string>`users.profile::text`, 'like', reference)
    .where((eb) => {
      // Staff evaluate every customer: any profile. (An upload attached nowhere stays its owner's.)
      if (viewer.role === 'staff') return eb.lit(true);
      const own = eb('users.id', '=', viewer.userId);
      if (viewer.consultantId === null) return own;
      const customer = eb.exists(
        eb
          .selectFrom('consultant_customers as cc')
          .select('cc.customer_id')
          .whereRef('cc.customer_id', '=', 'users.id')
          .where('cc.consultant_id', '=', viewer.consultantId)
          .where('cc.status', '=', 'approved')
          .$if(viewer.isEmployee, (qb) => qb.where('cc.assigned_employee_id', '=', viewer.userId)),
      );
      return eb.or([own, customer]);
    })
    .executeTakeFirst();
  return row !== undefined;
}

/** The viewer behind a user id (a download link carries only the id). */
export async function viewerById(db: Kysely<Database>, userId: number): Promise<Viewer | null> {
  const user = await db
    .selectFrom('users')
    .select(['role', 'is_employee', 'consultant_id'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  const consultantId = user.role !== 'consultant' ? null : user.is_employee ? user.consultant_id : userId;
  return { userId, role: user.role, isEmployee: user.is_employee, consultantId };
}

/**
 * Who may delete a file: its owner. Later also: only while no submitted application refers
 * to it (check the applications table here when it exists).
 */
export async function mayDelete(file: FileRow, viewer: Viewer): Promise<boolean> {
  return file.owner_id === viewer.userId;
}
