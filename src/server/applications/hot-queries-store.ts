import { sql, type Kysely, type Transaction } from 'kysely';
import { builtOnce } from '../core/db/built-once';
import type { Database } from '../core/db/types';
import { displayName, operatorCompany, operatorPosition } from '../core/db/display-name';
import { visibleTo, type Viewer } from './visible-to-sql';
import { certificateOfApplication } from '../certificates/certificate-of-application-sql';

// The queries every autosave and every read of one application runs: their SQL is built once
// per database handle and kind of viewer (core/db/built-once.ts), each call handing over its values.

/**
 * The application row with its customer's name and country and its employee's name. The
 * customer's four columns come from one join of their account (a list's page looked the same
 * account up four times per row: 204 index lookups for 50 rows, their depth growing with the
 * accounts; issue 36).
 */
export const withCustomer = (q: Kysely<Database> | Transaction<Database>) =>
  q
    .selectFrom('applications')
    .leftJoin('users as customer', 'customer.id', 'applications.owner_id')
    .selectAll('applications')
    .select(displayName('customer').as('customer_name'))
    // the operator who applies: a company by its name, with its tax number (the person is its contact)
    .select(operatorCompany('customer').as('customer_company'))
    .select(operatorPosition('customer').as('customer_position'))
    .select('customer.identification as customer_identification')
    // the customer's country decides the region lists of the answers (a Spanish farmer's sites are in Spain)
    .select('customer.country_id as customer_country_id')
    // its certificate, for every place that shows the application's status (present.ts)
    .select(certificateOfApplication.as('certificate'))
    // who the application is assigned to, for the consultant's list
    .select((eb) =>
      eb.selectFrom('users').select(displayName('users').as('n')).whereRef('users.id', '=', 'applications.assigned_employee_id').as('employee_name'),
    );


// A viewer of one kind, with marks for the values: what visibleTo needs to build the SQL.
export const viewerKind = (viewer: Pick<Viewer, 'role' | 'consultantId' | 'isEmployee'>) =>
  viewer.role === 'staff' ? 'staff' : viewer.consultantId === null ? 'own' : viewer.isEmployee ? 'employee' : 'consultant';

// The viewer `visibleTo` builds the SQL for: one of a kind, its values the marks of builtOnce.
const viewerOfKind = (kind: string, marks: { userId: number; consultantId: number }) =>
  ({
    role: kind === 'staff' ? 'staff' : kind === 'own' ? 'client' : 'consultant',
    userId: marks.userId,
    consultantId: kind === 'consultant' || kind === 'employee' ? marks.consultantId : null,
    isEmployee: kind === 'employee',
  }) as Viewer;

// Every save and read of an application starts with this query: built once per kind of viewer.
export const visibleApplication = builtOnce({ id: '00000000-0000-4000-8000-00000000a9f1', userId: -7_700_201, consultantId: -7_700_202 }, (db, marks, kind) =>
  withCustomer(db)
    .where('applications.id', '=', marks.id)
    .where(visibleTo(viewerOfKind(kind, marks))),
);

// Every autosave reads the draft first: the same visibility, a narrower row (the names of
// withCustomer read the users' profiles, a third of the read on PGlite).
export const visibleDraftForSave = builtOnce({ id: '00000000-0000-4000-8000-00000000a9f3', userId: -7_700_205, consultantId: -7_700_206 }, (db, marks, kind) =>
  db
    .selectFrom('applications')
    .select(['applications.id', 'applications.owner_id', 'applications.family', 'applications.status', 'applications.answers', 'applications.wizard_id', 'applications.revision_hash'])
    .where('applications.id', '=', marks.id)
    .where(visibleTo(viewerOfKind(kind, marks))),
);

// Every autosave is this write: only a draft the viewer may see, at the row version the
// client read. One template per kind of viewer and set of optional columns it sets.
export const draftWrite = builtOnce(
  {
    id: '00000000-0000-4000-8000-00000000a9f2',
    rowVersion: -7_700_203,
    answers: '\u0000answers',
    currentStep: '\u0000step' as string | null,
    year: -7_700_204 as number | null,
    purpose: '\u0000purpose' as string | null,
    userId: -7_700_207,
    consultantId: -7_700_208,
  },
  (db, marks, shape) =>
    db
      .updateTable('applications')
      .set((eb) => ({
        answers: marks.answers,
        row_version: eb('row_version', '+', 1),
        updated_at: sql`now()`,
        ...(shape.includes('step') ? { current_step: marks.currentStep } : {}),
        ...(shape.includes('year') ? { year: marks.year } : {}),
        ...(shape.includes('purpose') ? { purpose: marks.purpose } : {}),
      }))
      .where('applications.id', '=', marks.id)
      .where('applications.row_version', '=', marks.rowVersion)
      .where('applications.status', '=', 'draft')
      .where(visibleTo(viewerOfKind(shape.split(':')[0], marks)))
      .returning(['row_version', 'updated_at']),
);
