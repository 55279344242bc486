import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '../core/db/types';
import type { FileRow } from './store';
import { visibleTo, type Viewer } from '../applications/access';
import { UUID } from '../core/uuid';

/**
 * Who may read a file: its owner, and whoever may read an application or a profile that
 * refers to it **where a form declares a document** (file_references, written with each save
 * by files/document-references.ts; the certification body's staff read every application and
 * profile). A consultant uploads documents into a customer's application or profile (the
 * consultant owns the file), and the customer, the consultant's employees on that customer
 * and the staff who evaluate must open them; a customer's standing order must open for the
 * consultant who edits the profile. A file's id written anywhere else opens nothing.
 */
export async function mayRead(db: Kysely<Database>, file: FileRow, viewer: Viewer): Promise<boolean> {
  if (file.owner_id === viewer.userId) return true;
  return (await referencedForViewer(db, viewer, [file.id])).size > 0;
}

/** Of these ids, the files that exist and the viewer may read (an id that is no UUID names none). */
export async function readableFiles(db: Kysely<Database>, viewer: Viewer, ids: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter((id) => UUID.test(id)))];
  if (!wanted.length) return new Set();
  const existing = await db.selectFrom('files').select(['id', 'owner_id']).where('id', 'in', wanted).execute();
  const readable = new Set(existing.filter((f) => f.owner_id === viewer.userId).map((f) => f.id));
  const others = existing.filter((f) => !readable.has(f.id)).map((f) => f.id);
  for (const id of await referencedForViewer(db, viewer, others)) readable.add(id);
  return readable;
}

/**
 * Of these file ids, those an application or profile the viewer may see refers to. One
 * EXISTS per file: it stops at the first reference the viewer may follow, however many
 * records name the same document.
 */
async function referencedForViewer(db: Kysely<Database>, viewer: Viewer, fileIds: readonly string[]): Promise<Set<string>> {
  if (!fileIds.length) return new Set();
  const rows = await db
    .selectFrom('files as f')
    .select('f.id')
    .where('f.id', 'in', fileIds)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('file_references as r')
            .innerJoin('applications', 'applications.id', 'r.application_id')
            .select('r.file_id')
            .whereRef('r.file_id', '=', 'f.id')
            .where((inner) => visibleTo(viewer)(inner as unknown as ExpressionBuilder<Database, 'applications'>)),
        ),
        eb.exists(
          eb
            .selectFrom('file_references as r')
            .innerJoin('users', 'users.id', 'r.profile_user_id')
            .select('r.file_id')
            .whereRef('r.file_id', '=', 'f.id')
            .where((inner) => profileVisibleTo(viewer)(inner as unknown as ExpressionBuilder<Database, 'users'>)),
        ),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Whose profiles a viewer may read: their own, their approved customers' (an employee: those assigned), staff any. */
function profileVisibleTo(viewer: Viewer) {
  return (eb: ExpressionBuilder<Database, 'users'>): Expression<SqlBool> => {
    // Staff evaluate every customer: any profile.
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
  };
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

/** Who may delete a file: its owner. */
export async function mayDelete(file: FileRow, viewer: Viewer): Promise<boolean> {
  return file.owner_id === viewer.userId;
}
