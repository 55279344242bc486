import type { AppContext } from '../context';
import { ApiError } from '../core/errors';
import { lifecycleRunner } from './act';
import { lifecycleRecords } from './records';
import { nonConformityOf } from './non-conformity';
import { offerPastExpiry, today } from './offer-expiry';
import type { Handler } from '../core/handler';


/** The customer side's actions: the customer, their consultant, the employees on them (contract: /applications/{id}/…). */
export function lifecycleCustomerHandlers(ctx: AppContext) {
  const { run } = lifecycleRunner(ctx);

  const replyToOffer: Handler<'replyToOffer'> = async (request) => {
    const body = request.body;
    const accept = body.reply === 'accept';
    return run(request, accept ? 'accept_offer' : 'decline_offer', async ({ app, viewer, trx }) => {
      const offer = await lifecycleRecords.latestOffer(trx, app.id);
      if (!offer || offer.reply !== null) throw new ApiError(409, 'lifecycle.errors.notNow', 'No offer awaits an answer');
      if (accept && offerPastExpiry(offer.expires_on, today())) throw new ApiError(409, 'lifecycle.errors.offerExpired', 'The offer has expired');
      await trx
        .updateTable('offers')
        .set({
          reply: accept ? 'accepted' : 'declined',
          signed_document: accept && body.signed_offer ? JSON.stringify(body.signed_offer) : null,
          decline_reason: accept ? null : (body.decline_reason ?? null),
          replied_by: viewer.userId,
          replied_at: new Date(),
        })
        .where('id', '=', offer.id)
        .execute();
      return { details: { offer: offer.id } };
    });
  };

  const signContract: Handler<'signContract'> = async (request) => {
    const body = request.body;
    return run(request, 'sign_contract', async ({ app, viewer, trx }) => {
      const contract = await lifecycleRecords.latestContract(trx, app.id);
      if (!contract) throw new ApiError(409, 'lifecycle.errors.notNow', 'No contract awaits a signature');
      await trx
        .updateTable('contracts')
        .set({ signed_document: JSON.stringify(body.signed_contract), signed_by: viewer.userId, signed_at: new Date() })
        .where('id', '=', contract.id)
        .execute();
    });
  };

  const sendSupportingDocuments: Handler<'sendSupportingDocuments'> = async (request) => {
    const body = request.body;
    return run(request, 'submit_supporting_documents', async ({ app, trx }) => {
      const inspection = await lifecycleRecords.latestInspection(trx, app.id);
      if (!inspection) throw new ApiError(409, 'lifecycle.errors.notNow', 'No inspection is planned');
      await trx
        .updateTable('inspections')
        .set({ customer_documents: JSON.stringify(body.documents), customer_note: body.note ?? null, documents_submitted_at: new Date() })
        .where('id', '=', inspection.id)
        .execute();
      return { details: { documents: body.documents.length } };
    });
  };

  const respondToNonConformity: Handler<'respondToNonConformity'> = async (request) => {
    const body = request.body;
    return run(request, 'respond_nc', async ({ app, trx }) => {
      const nc = await nonConformityOf(trx, request, app.id);
      if (nc.status !== 'open') throw new ApiError(409, 'lifecycle.errors.nonConformityNotOpen', 'The non-conformity is not open');
      await trx
        .updateTable('non_conformities')
        .set({
          status: 'answered',
          response: body.response,
          response_note: body.note ?? null,
          evidence: JSON.stringify(body.evidence ?? []),
          responded_at: new Date(),
        })
        .where('id', '=', nc.id)
        .execute();
      return { facts: { nonConformities: await lifecycleRecords.ncCounts(trx, app.id) }, details: { non_conformity: nc.position, response: body.response } };
    });
  };

  return { replyToOffer, signContract, sendSupportingDocuments, respondToNonConformity };
}
