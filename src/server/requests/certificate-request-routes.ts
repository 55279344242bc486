import type { AppContext } from '../context';
import type { FileRef } from '../core/db/lifecycle-types';
import type { AttestationKind, CertificateRequestKind } from '../core/db/requests-types';
import { applicationReference } from '../applications/reference';
import { ApiError, notFound } from '../core/errors';
import { signedIn } from '../accounts/viewer';
import type { Viewer } from '../applications/access';
import { documentLink, isUniqueViolation } from '../lifecycle/document-link';
import { requestNotifier } from './notify-requests';
import { applicationsRepository } from '../applications/store';
import { displayName } from '../core/db/display-name';
import { assertBodyDocuments } from '../files/document-references';
import type { Handler } from '../core/handler';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * "A requested attestation already in the list cannot be added again" (spec §5): while a
 * request of the kind (and attestation) is open, the same one is refused, naming it, at the
 * field the customer chose it in.
 */
const alreadyOpen = (kind: CertificateRequestKind, attestation: AttestationKind | null) => {
  const messageId = `requests.errors.alreadyOpen.${attestation ?? kind}`;
  return new ApiError(409, messageId, `A ${attestation ?? kind} request is already open`, [
    { path: attestation ? '/attestation' : '/kind', keyword: 'openRequest', messageId },
  ]);
};

/**
 * Certificate requests (spec §2 "Application detail"): the customer side asks for an
 * attestation, a duplicate certificate or the certificate's issuance on a certified
 * application; staff answer with a document or refuse with a reason. Both sides are told.
 */
export function certificateRequestHandlers(ctx: AppContext) {
  const { db } = ctx.database;
  const applications = applicationsRepository(db);
  const notify = requestNotifier(ctx);

  const visibleApp = async (id: string, viewer: Viewer) => {
    const app = await applications.findVisible(id, viewer);
    if (!app) throw notFound();
    return app;
  };

  const requestsOf = (applicationId: string) =>
    db
      .selectFrom('certificate_requests as r')
      .leftJoin('users as u', 'u.id', 'r.requested_by')
      .selectAll('r')
      .select(displayName('u').as('requester'))
      .where('r.application_id', '=', applicationId);

  type Row = Awaited<ReturnType<ReturnType<typeof requestsOf>['executeTakeFirstOrThrow']>>;
  const present = (viewer: Viewer) => {
    const doc = documentLink(db, viewer.userId);
    return async (r: Row) => ({
      id: r.id,
      kind: r.kind,
      attestation: r.attestation,
      note: r.note,
      status: r.status,
      requested_by: r.requester,
      created_at: iso(r.created_at) as string,
      document: r.document ? await doc(r.document) : null,
      refusal_reason: r.refusal_reason,
      answered_at: iso(r.answered_at),
    });
  };

  const listCertificateRequests: Handler<'listCertificateRequests'> = async (request) => {
    const viewer = signedIn(request);
    const app = await visibleApp(request.params.id, viewer);
    const rows = await requestsOf(app.id).orderBy('r.created_at', 'desc').execute();
    return { data: await Promise.all(rows.map(present(viewer))) };
  };

  const sendCertificateRequest: Handler<'sendCertificateRequest'> = async (request, reply) => {
    const viewer = signedIn(request);
    const app = await visibleApp(request.params.id, viewer);
    const { kind, note } = request.body;
    // the form asks for the attestation only for an attestation; anything else sent is dropped
    const attestation = kind === 'attestation' ? (request.body.attestation ?? null) : null;
    if (kind === 'attestation' && !attestation) {
      throw new ApiError(400, 'errors.invalidRequest', 'Name the attestation', [{ path: '/attestation', keyword: 'required', messageId: 'validation.errors.required', params: { missingProperty: 'attestation' } }]);
    }
    const certificate = await db.selectFrom('certificates').select('id').where('application_id', '=', app.id).executeTakeFirst();
    if (!certificate) throw new ApiError(409, 'requests.errors.noCertificate', 'The application has no certificate');
    const open = await db
      .selectFrom('certificate_requests')
      .select('id')
      .where('application_id', '=', app.id)
      .where('kind', '=', kind)
      .where('status', '=', 'open')
      .$if(attestation !== null, (qb) => qb.where('attestation', '=', attestation as AttestationKind))
      .executeTakeFirst();
    if (open) throw alreadyOpen(kind, attestation);
    const inserted = await db
      .insertInto('certificate_requests')
      .values({ application_id: app.id, kind, attestation, note: note?.trim() || null, requested_by: viewer.userId })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw alreadyOpen(kind, attestation);
        throw error;
      });
    await notify.toStaff(app, 'requests.notify.sent');
    await notify.toCustomerSide(app, 'requests.notify.sentSide', viewer.userId);
    const row = await requestsOf(app.id).where('r.id', '=', inserted.id).executeTakeFirstOrThrow();
    return reply.code(201).send(await present(viewer)(row));
  };

  const answerCertificateRequest: Handler<'answerCertificateRequest'> = async (request) => {
    const viewer = signedIn(request);
    const app = await visibleApp(request.params.id, viewer);
    await assertBodyDocuments(ctx, request, viewer);
    const { requestId } = request.params;
    const found = UUID.test(requestId) ? await requestsOf(app.id).where('r.id', '=', requestId).executeTakeFirst() : undefined;
    if (!found) throw new ApiError(404, 'requests.errors.noSuchRequest', 'No such request on this application');
    if (found.status !== 'open') throw new ApiError(409, 'requests.errors.notOpen', 'The request is already answered');
    const { answer, document, reason } = request.body;
    const withDocument = answer === 'document';
    if (withDocument && !document) {
      throw new ApiError(400, 'errors.invalidRequest', 'Attach the document', [{ path: '/document', keyword: 'required', messageId: 'validation.errors.required', params: { missingProperty: 'document' } }]);
    }
    if (!withDocument && !reason?.trim()) {
      throw new ApiError(400, 'errors.invalidRequest', 'Give the reason', [{ path: '/reason', keyword: 'required', messageId: 'validation.errors.required', params: { missingProperty: 'reason' } }]);
    }
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('certificate_requests')
        .set({
          status: withDocument ? 'answered' : 'refused',
          document: withDocument ? JSON.stringify(document as FileRef) : null,
          refusal_reason: withDocument ? null : (reason ?? '').trim(),
          answered_by: viewer.userId,
          answered_at: new Date(),
        })
        .where('id', '=', found.id)
        .where('status', '=', 'open')
        .execute();
      await ctx.documents.recordApplicationRecords(trx, app.id);
    });
    await notify.toCustomerSide(app, withDocument ? 'requests.notify.answered' : 'requests.notify.refused', viewer.userId);
    const row = await requestsOf(app.id).where('r.id', '=', found.id).executeTakeFirstOrThrow();
    return present(viewer)(row);
  };

  /** Staff's work list: what the customer sides wait for, the longest waiting first. */
  const listOpenCertificateRequests: Handler<'listOpenCertificateRequests'> = async () => {
    const rows = await db
      .selectFrom('certificate_requests as r')
      .innerJoin('applications as a', 'a.id', 'r.application_id')
      .innerJoin('users as u', 'u.id', 'a.owner_id')
      .select(['r.id', 'r.kind', 'r.attestation', 'r.created_at', 'a.id as application_id', 'a.family', 'a.number', 'a.created_at as application_created_at'])
      .select(displayName('u').as('customer_name'))
      .where('r.status', '=', 'open')
      .orderBy('r.created_at')
      .limit(500)
      .execute();
    return {
      data: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        attestation: r.attestation,
        created_at: iso(r.created_at) as string,
        application_id: r.application_id,
        reference: applicationReference({ family: r.family, number: r.number, created_at: r.application_created_at }),
        customer_name: r.customer_name,
      })),
    };
  };

  return { listCertificateRequests, sendCertificateRequest, answerCertificateRequest, listOpenCertificateRequests };
}
