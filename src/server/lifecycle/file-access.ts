import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { visibleTo, type Viewer } from '../applications/access';

/**
 * Whether a lifecycle record (offer, contract, inspection, non-conformity, answered request, invoice) of an application
 * the viewer may read refers to the file: both sides open every document of every step.
 */
export async function lifecycleRefersTo(db: Kysely<Database>, viewer: Viewer, reference: string): Promise<boolean> {
  const row = await db
    .selectFrom('applications')
    .select('applications.id')
    .where(visibleTo(viewer))
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('offers as o').select('o.id').whereRef('o.application_id', '=', 'applications.id').where(sql<string>`concat(o.document::text, o.signed_document::text)`, 'like', reference)),
        eb.exists(eb.selectFrom('contracts as c').select('c.id').whereRef('c.application_id', '=', 'applications.id').where(sql<string>`concat(c.documents::text, c.signed_document::text)`, 'like', reference)),
        eb.exists(eb.selectFrom('inspections as i').select('i.id').whereRef('i.application_id', '=', 'applications.id').where(sql<string>`concat(i.customer_documents::text, i.report::text)`, 'like', reference)),
        eb.exists(eb.selectFrom('non_conformities as n').select('n.id').whereRef('n.application_id', '=', 'applications.id').where(sql<string>`n.evidence::text`, 'like', reference)),
        // staff's answers to certificate requests and their invoices
        eb.exists(eb.selectFrom('certificate_requests as r').select('r.id').whereRef('r.application_id', '=', 'applications.id').where(sql<string>`r.document::text`, 'like', reference)),
        eb.exists(eb.selectFrom('invoices as v').select('v.id').whereRef('v.application_id', '=', 'applications.id').where(sql<string>`v.document::text`, 'like', reference)),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}
