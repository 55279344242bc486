import type { AppContext } from '../context';
import { ApiError } from '../core/errors';
import { todayIso } from '../core/dates';
import { lifecycleRunner } from './act';
import { lifecycleRecords } from './records-store';
import { lifecycleSteps } from './steps-store';
import { nonConformityOf } from './non-conformity';
import { offerPastExpiry } from './offer-expiry';
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
      if (accept && offerPastExpiry(offer.expires_on, todayIso())) throw new ApiError(409, 'lifecycle.errors.offerExpired', 'The offer has expired');
      await lifecycleSteps.replyToOffer(trx, offer.id, { accept, signedOffer: body.signed_offer, declineReason: body.decline_reason, by: viewer.userId });
      return { details: { offer: offer.id } };
    });
  };

  const signContract: Handler<'signContract'> = async (request) => {
    const body = request.body;
    return run(request, 'sign_contract', async ({ app, viewer, trx }) => {
      const contract = await lifecycleRecords.latestContract(trx, app.id);
      if (!contract) throw new ApiError(409, 'lifecycle.errors.notNow', 'No contract awaits a signature');
      await lifecycleSteps.signContract(trx, contract.id, body.signed_contract, viewer.userId);
    });
  };

  const sendSupportingDocuments: Handler<'sendSupportingDocuments'> = async (request) => {
    const body = request.body;
    return run(request, 'submit_supporting_documents', async ({ app, trx }) => {
      const inspection = await lifecycleRecords.latestInspection(trx, app.id);
      if (!inspection) throw new ApiError(409, 'lifecycle.errors.notNow', 'No inspection is planned');
      await lifecycleSteps.supportingDocuments(trx, inspection.id, body.documents, body.note);
      return { details: { documents: body.documents.length }, notice: { date: inspection.inspection_date } };
    });
  };

  const respondToNonConformity: Handler<'respondToNonConformity'> = async (request) => {
    const body = request.body;
    return run(request, 'respond_nc', async ({ app, trx }) => {
      const nc = await nonConformityOf(trx, request, app.id);
      if (nc.status !== 'open') throw new ApiError(409, 'lifecycle.errors.nonConformityNotOpen', 'The non-conformity is not open');
      await lifecycleSteps.respondToNonConformity(trx, nc.id, { response: body.response, note: body.note, evidence: body.evidence });
      return {
        facts: { nonConformities: await lifecycleRecords.ncCounts(trx, app.id) },
        details: { non_conformity: nc.position, response: body.response, note: body.note ?? null },
        notice: { n: nc.position, requirement: nc.requirement },
      };
    });
  };

  return { replyToOffer, signContract, sendSupportingDocuments, respondToNonConformity };
}
