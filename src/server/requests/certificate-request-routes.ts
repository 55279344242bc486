import type { AppContext } from '../context';
import { instantPage, pageOf, pageSize, positionOf } from '../core/paging';
import type { FileRef } from '../core/db/lifecycle-types';
import type { AttestationKind, CertificateRequestKind } from '../core/db/requests-types';
import { applicationReference } from '../applications/reference';
import { ApiError } from '../core/errors';
import { signedIn } from '../accounts/viewer';
import type { Viewer } from '../applications/access';
import { documentLink, isUniqueViolation } from '../lifecycle/document-link';
import { requestNotifier } from './notify-requests';
import { visibleApplication } from '../applications/visible';
import { requestsStore } from './store';
import { assertBodyDocuments } from '../files/document-references';
import type { Handler } from '../core/handler';
import { UUID } from '../core/uuid';
import { isoInstantOrNull } from '../core/dates';


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
  const visibleApp = (id: string, viewer: Viewer) => visibleApplication(db, id, viewer);
  const requestsOf = (applicationId: string) => requestsStore.requestsOf(db, applicationId);

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
      created_at: isoInstantOrNull(r.created_at) as string,
      document: r.document ? await doc(r.document) : null,
      refusal_reason: r.refusal_reason,
      answered_at: isoInstantOrNull(r.answered_at),
    });
  };

  const listCertificateRequests: Handler<'listCertificateRequests'> = async (request) => {
    const viewer = signedIn(request);
    const app = await visibleApp(request.params.id, viewer);
    return instantPage(request.query, (limit, from) => requestsStore.requestPage(db, app.id, limit, from), present(viewer));
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
    if (!(await requestsStore.hasCertificate(db, app.id))) throw new ApiError(409, 'requests.errors.noCertificate', 'The application has no certificate');
    const open = await requestsStore.openRequest(db, app.id, kind, attestation);
    if (open) throw alreadyOpen(kind, attestation);
    const inserted = await db
      .transaction()
      .execute(async (trx) => {
        const added = await requestsStore.addRequest(trx, { applicationId: app.id, kind, attestation, note: note?.trim() || null, by: viewer.userId });
        const notify = requestNotifier(ctx, trx);
        await notify.toStaff(app, 'requests.notify.sent');
        await notify.toCustomerSide(app, 'requests.notify.sentSide', viewer.userId);
        return added;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw alreadyOpen(kind, attestation);
        throw error;
      });
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
      await requestsStore.answerRequest(trx, found.id, {
        document: withDocument ? (document as FileRef) : null,
        refusalReason: withDocument ? null : (reason ?? '').trim(),
        by: viewer.userId,
      });
      await ctx.documents.recordApplicationRecords(trx, app.id);
      await requestNotifier(ctx, trx).toCustomerSide(app, withDocument ? 'requests.notify.answered' : 'requests.notify.refused', viewer.userId);
    });
    const row = await requestsOf(app.id).where('r.id', '=', found.id).executeTakeFirstOrThrow();
    return present(viewer)(row);
  };

  /** Staff's work list: what the customer sides wait for, the longest waiting first. */
  const listOpenCertificateRequests: Handler<'listOpenCertificateRequests'> = async (request) => {
    const limit = pageSize(request.query);
    const from = positionOf(request.query?.cursor, 'instant', 'uuid');
    const [rows, counted] = await Promise.all([requestsStore.openRequests(db, limit, from), requestsStore.openRequestCount(db)]);
    return {
      ...counted,
      ...pageOf(rows, limit, (row) => ({ at: row.page_at, id: row.id }), (r) => ({
        id: r.id,
        kind: r.kind,
        attestation: r.attestation,
        created_at: isoInstantOrNull(r.created_at) as string,
        application_id: r.application_id,
        reference: applicationReference({ family: r.family, number: r.number, created_at: r.application_created_at }),
        customer_name: r.customer_name,
        customer_company: r.customer_company,
      })),
    };
  };

  return { listCertificateRequests, sendCertificateRequest, answerCertificateRequest, listOpenCertificateRequests };
}
