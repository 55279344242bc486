import { sql, type ExpressionBuilder, type Kysely, type Selectable, type Transaction } from 'kysely';
import { after, countUpTo, sortText, type Counted, type Position } from '../core/paging';
import type { ApplicationFamily, ApplicationStatus, ApplicationsTable, Database } from '../core/db/types';
import { visibleTo, type Viewer } from './visible-to-sql';
import { draftWrite, viewerKind, visibleApplication, visibleDraftForSave, withCustomer } from './hot-queries-store';
import { UUID } from '../core/uuid';
import { mayClash } from './clash-sql';
import { revisionWrites } from './revision-store';
import type { CertificateFacts } from '../certificates/certificate-today';

export type ApplicationRow = Selectable<ApplicationsTable> & {
  customer_name: string | null;
  /** The company that applies with its tax number, when the customer is a legal entity (customer_name is then its contact person). */
  customer_company: string | null;
  /** The position of that contact person in the company (`user_details.position`). */
  customer_position: string | null;
  /** The customer's tax number (ΑΦΜ, NIF): the certified operator is known by it. */
  customer_identification: string | null;
  customer_country_id: number | null;
  employee_name: string | null;
  certificate: CertificateFacts | null;
};

export interface NewApplication {
  owner_id: number;
  created_by: number;
  consultant_id: number | null;
  family: ApplicationFamily;
  wizard_id: string;
  wizard_version: number;
  /** The questionnaire revision it starts under (today's). */
  revision_hash: string;
  year: number | null;
  purpose: string | null;
  client_request_id: string | null;
  /** What the new application starts with (taken from the applicant's profile). */
  answers?: string;
}

export interface ApplicationFilters {
  year?: number;
  type?: ApplicationFamily;
  status?: ApplicationStatus;
  customer_id?: number;
  purpose?: string;
}

/** The list's filters as one condition. */
const applicationFilter = (filters: ApplicationFilters) => (eb: ExpressionBuilder<Database, 'applications'>) =>
  eb.and([
    ...(filters.year !== undefined ? [eb('applications.year', '=', filters.year)] : []),
    ...(filters.type !== undefined ? [eb('applications.family', '=', filters.type)] : []),
    ...(filters.status !== undefined ? [eb('applications.status', '=', filters.status)] : []),
    ...(filters.customer_id !== undefined ? [eb('applications.owner_id', '=', filters.customer_id)] : []),
    ...(filters.purpose !== undefined ? [eb('applications.purpose', '=', filters.purpose)] : []),
  ]);

/** What a draft save needs of the stored application: no customer's or employee's name. */
export type DraftForSave = Pick<ApplicationRow, 'id' | 'owner_id' | 'family' | 'status' | 'answers' | 'wizard_id' | 'revision_hash'>;

export interface DraftPatch {
  answers: Record<string, unknown>;
  current_step?: string | null;
  year?: number | null;
  purpose?: string | null;
}


/** Applications and their status history. Every write is one conditional statement, so several API processes may share the table. */
export function applicationsRepository(db: Kysely<Database>) {
  return {
    ...revisionWrites(db),
    /**
     * Adds a draft; `alsoWrite` writes what goes with it in the same transaction (its document
     * references). `undefined` when the creator already used this client request id.
     */
    async create(values: NewApplication, alsoWrite?: (trx: Transaction<Database>, id: string) => Promise<void>): Promise<ApplicationRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('applications')
          .values(values)
          .onConflict((oc) => oc.columns(['created_by', 'client_request_id']).where('client_request_id', 'is not', null).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!row) return undefined;
        await trx
          .insertInto('application_status_history')
          .values({ application_id: row.id, from_status: null, to_status: 'draft', changed_by: values.created_by })
          .execute();
        await alsoWrite?.(trx, row.id);
        return withCustomer(trx).where('applications.id', '=', row.id).executeTakeFirstOrThrow();
      });
    },

    findByClientRequest: (createdBy: number, clientRequestId: string) =>
      withCustomer(db)
        .where('applications.created_by', '=', createdBy)
        .where('applications.client_request_id', '=', clientRequestId)
        .executeTakeFirst(),

    assignEmployee: (id: string, employeeId: number | null) =>
      db.updateTable('applications').set({ assigned_employee_id: employeeId }).where('id', '=', id).execute(),

    /** The application, whoever asks (jobs of the server itself). */
    findById: (id: string) => withCustomer(db).where('applications.id', '=', id).executeTakeFirst(),

    /** The application if the viewer may see it. */
    async findVisible(id: string, viewer: Viewer): Promise<ApplicationRow | undefined> {
      if (!UUID.test(id)) return undefined;
      const query = visibleApplication(db, viewerKind(viewer), { id, userId: viewer.userId, consultantId: viewer.consultantId ?? 0 });
      return (await db.executeQuery(query)).rows[0] as ApplicationRow | undefined;
    },

    /** The draft fields a save needs, if the viewer may see the application. */
    async findVisibleForSave(id: string, viewer: Viewer): Promise<DraftForSave | undefined> {
      if (!UUID.test(id)) return undefined;
      const query = visibleDraftForSave(db, viewerKind(viewer), { id, userId: viewer.userId, consultantId: viewer.consultantId ?? 0 });
      return (await db.executeQuery(query)).rows[0] as DraftForSave | undefined;
    },

    /** A page of the applications the viewer sees, newest first (keyset on created_at, id: applications_created_page_idx). */
    list(viewer: Viewer, filters: ApplicationFilters, limit: number, from?: Position): Promise<(ApplicationRow & { page_at: string })[]> {
      return withCustomer(db)
        .select(sortText(sql.ref('applications.created_at')).as('page_at'))
        .where(visibleTo(viewer))
        .where(applicationFilter(filters))
        .$if(from !== undefined, (q) => q.where(after(from!, 'desc', sql.ref('applications.id'), sql.ref('applications.created_at'))))
        .orderBy('applications.created_at', 'desc')
        .orderBy('applications.id', 'desc')
        .limit(limit + 1)
        .execute() as Promise<(ApplicationRow & { page_at: string })[]>;
    },

    /** How many applications the viewer sees with these filters. */
    count: (viewer: Viewer, filters: ApplicationFilters): Promise<Counted> =>
      countUpTo(db, db.selectFrom('applications').select(sql.lit(1).as('one')).where(visibleTo(viewer)).where(applicationFilter(filters))),

    /**
     * An autosave: saves a draft the viewer may see, only if nobody wrote since `rowVersion`;
     * `undefined` when the row moved on, is no longer a draft or is not the viewer's to see.
     * `on`: a transaction, when more is written with it.
     */
    async saveDraft(id: string, rowVersion: number, viewer: Viewer, patch: DraftPatch, on: Kysely<Database> = db) {
      const sets = [patch.current_step !== undefined && 'step', patch.year !== undefined && 'year', patch.purpose !== undefined && 'purpose'].filter(Boolean).join(',');
      const query = draftWrite(db, `${viewerKind(viewer)}:${sets}`, {
        id,
        rowVersion,
        userId: viewer.userId,
        consultantId: viewer.consultantId ?? 0,
        answers: JSON.stringify(patch.answers),
        currentStep: patch.current_step ?? null,
        year: patch.year ?? null,
        purpose: patch.purpose ?? null,
      });
      return (await on.executeQuery(query)).rows[0] as { row_version: number; updated_at: Date } | undefined;
    },

    /** The stored copy, read after a refused write. */
    current: (id: string) =>
      db
        .selectFrom('applications')
        .select(['status', 'answers', 'current_step', 'row_version', 'updated_at'])
        .where('id', '=', id)
        .executeTakeFirst(),

    async deleteDraft(id: string): Promise<boolean> {
      const result = await db.deleteFrom('applications').where('id', '=', id).where('status', '=', 'draft').executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * Runs `work` in a transaction that holds the customer's application lock, so that two
     * submissions for one customer never pass the business rules side by side.
     */
    withCustomerLock<T>(ownerId: number, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`applications/${ownerId}`}, 0))`.execute(trx);
        return work(trx);
      });
    },

    /**
     * Other applications of the customer in the family, in one of the statuses, that may clash
     * with this one by the duplicate rule (clash-sql.ts: they answer the first compared pointer
     * with one of its values), without the certified ones a renewal for a later year continues.
     */
    othersThatMayClash: (
      trx: Kysely<Database> | Transaction<Database>,
      app: Pick<ApplicationRow, 'id' | 'owner_id' | 'family'>,
      statuses: readonly ApplicationStatus[],
      clash: { pointer: string; values: readonly unknown[]; renewalOf?: number },
    ) =>
      trx
        .selectFrom('applications')
        .select(['id', 'answers', 'year', 'status', 'family', 'number', 'created_at'])
        .where('owner_id', '=', app.owner_id)
        .where('family', '=', app.family)
        .where('id', '!=', app.id)
        // literals: the partial index's statuses must be provable from the query itself
        .where(sql<boolean>`status in (${sql.join(statuses.map((status) => sql.lit(status)))})`)
        .where(mayClash({ ownerId: app.owner_id, family: app.family, pointer: clash.pointer, values: clash.values }))
        .$if(clash.renewalOf !== undefined, (q) => q.where(sql<boolean>`not (status = 'certified' and year is not null and year < ${clash.renewalOf!})`))
        .execute(),

    /**
     * Moves an application from `from` to `to` (and optionally the row version it must have),
     * recording who did it. `undefined` when the row is no longer in that state.
     */
    async changeStatus(
      trx: Transaction<Database>,
      change: { id: string; from: ApplicationStatus; to: ApplicationStatus; by: number; rowVersion?: number; answers?: Record<string, unknown> },
    ) {
      const row = await trx
        .updateTable('applications')
        .set((eb) => ({
          status: change.to,
          row_version: eb('row_version', '+', 1),
          updated_at: sql`now()`,
          ...(change.to === 'submitted' ? { submitted_at: sql`now()` } : {}),
          ...(change.answers ? { answers: JSON.stringify(change.answers) } : {}),
        }))
        .where('id', '=', change.id)
        .where('status', '=', change.from)
        .$if(change.rowVersion !== undefined, (q) => q.where('row_version', '=', change.rowVersion!))
        .returning(['status', 'row_version', 'updated_at', 'submitted_at'])
        .executeTakeFirst();
      if (row) {
        await trx
          .insertInto('application_status_history')
          .values({ application_id: change.id, from_status: change.from, to_status: change.to, changed_by: change.by })
          .execute();
      }
      return row;
    },

    history: (id: string) =>
      db.selectFrom('application_status_history').selectAll().where('application_id', '=', id).orderBy('id').execute(),
  };
}
export type ApplicationsRepository = ReturnType<typeof applicationsRepository>;
