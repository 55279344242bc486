import { operatorOfRow } from '../accounts/display-name';
import type { AppContext } from '../context';
import type { Locale } from '../core/db/types';
import type { FileRef } from '../core/db/lifecycle-types';
import { ApiError } from '../core/errors';
import { applicationReference } from '../applications/reference';
import { lifecycleRunner } from './act';
import { generateOfferPdf } from './offer-pdf';
import { generateContractPdf } from './contract-pdf';
import { lifecycleRecords } from './records-store';
import { lifecycleSteps } from './steps-store';
import { issueCertificate } from '../certificates/issue';
import { nonConformityOf } from './non-conformity';
import { activeStaffMemberName } from '../accounts/staff-members';
import type { Handler } from '../core/handler';

/** The certification body's actions on a submitted application (contract: /staff/applications/{id}/…). */
export function lifecycleStaffHandlers(ctx: AppContext) {
  const { db } = ctx.database;
  const { run } = lifecycleRunner(ctx);
  /** The customer's account: generated documents are written in their language. */
  const ownerOf = async (id: number) => (await ctx.users.findById(id)) ?? Promise.reject(new Error(`no user ${id}`));

  const reviewApplication: Handler<'reviewApplication'> = async (request) => {
    const body = request.body;
    const action = body.outcome === 'complete' ? 'complete_review' : body.outcome === 'reject' ? 'reject' : 'request_completion';
    return run(request, action, async ({ app, viewer, trx }) => {
      await lifecycleSteps.recordReview(trx, {
        applicationId: app.id,
        outcome: body.outcome,
        riskLevel: body.risk_level,
        transferReviewed: body.transfer_reviewed,
        reopenSteps: body.reopen_steps,
        notes: body.notes,
        by: viewer.userId,
      });
      return { riskLevel: body.outcome === 'complete' ? body.risk_level : undefined, details: { outcome: body.outcome } };
    });
  };

  const sendOffer: Handler<'sendOffer'> = async (request) => {
    const body = request.body;
    return run<FileRef>(
      request,
      'send_offer',
      async ({ app, viewer, trx }, document) => {
        const general = (app.answers as { general?: { send_offer_to?: string } }).general;
        const recipient = general?.send_offer_to === 'partner' && app.consultant_id !== null ? 'consultant' : 'customer';
        await lifecycleSteps.sendOffer(trx, {
          applicationId: app.id,
          amount: body.amount,
          fees: body.fees ?? 0,
          expiresOn: body.expires_on,
          notes: body.notes,
          document,
          recipient,
          by: viewer.userId,
        });
        return { offerRecipient: recipient, details: { amount: body.amount, expires_on: body.expires_on }, notice: { deadline: body.expires_on } };
      },
      async ({ app, viewer }) => {
        if (body.document) {
          return body.document;
        }
        const owner = await ownerOf(app.owner_id);
        return generateOfferPdf(ctx, viewer.userId, {
          reference: applicationReference(app),
          family: app.family,
          customerName: operatorOfRow(app).name,
          locale: owner.locale as Locale,
          amount: body.amount,
          fees: body.fees ?? 0,
          expiresOn: body.expires_on,
          notes: body.notes,
        });
      },
    );
  };

  const sendContract: Handler<'sendContract'> = async (request) => {
    const body = request.body;
    return run<FileRef[]>(
      request,
      'send_contract',
      async ({ app, viewer, trx }, documents) => {
        await lifecycleSteps.sendContract(trx, {
          applicationId: app.id,
          durationYears: body.duration_years,
          startDate: body.start_date,
          documents,
          by: viewer.userId,
        });
        return { details: { duration_years: body.duration_years, start_date: body.start_date } };
      },
      // staff may upload their own contract; otherwise the portal writes it in the customer's language
      async ({ app, viewer }) => {
        if (body.documents?.length) {
          return body.documents;
        }
        const owner = await ownerOf(app.owner_id);
        const offer = await lifecycleSteps.acceptedOffer(db, app.id);
        const generated = await generateContractPdf(ctx, viewer.userId, {
          reference: applicationReference(app),
          family: app.family,
          customerName: operatorOfRow(app).name,
          locale: owner.locale as Locale,
          durationYears: body.duration_years,
          startDate: body.start_date,
          offer: offer ? { amount: Number(offer.amount), fees: Number(offer.fees) } : undefined,
        });
        return [generated];
      },
    );
  };

  const planInspection: Handler<'planInspection'> = async (request) => {
    const body = request.body;
    return run(request, 'plan_inspection', async ({ app, viewer, trx }) => {
      // chosen from the active inspectors (GET /staff/members?duty=inspector): anyone else is refused at the field
      const inspector = await activeStaffMemberName(trx, body.inspector_id, 'inspector');
      if (inspector === undefined) {
        throw new ApiError(400, 'errors.invalidRequest', 'The inspector is not an active inspector', [
          { path: '/inspector_id', keyword: 'activeInspector', messageId: 'staff.inspection.inspectorNotActive', params: {} },
        ]);
      }
      await lifecycleSteps.planInspection(trx, {
        applicationId: app.id,
        date: body.inspection_date,
        inspector,
        inspectorId: body.inspector_id,
        preparation: body.preparation,
        requestedDocuments: body.requested_documents,
        by: viewer.userId,
      });
      return {
        details: { inspection_date: body.inspection_date, person: inspector },
        notice: { date: body.inspection_date, documents: body.requested_documents?.length ?? 0 },
      };
    });
  };

  const recordInspectionResults: Handler<'recordInspectionResults'> = async (request) => {
    const body = request.body;
    // a day still to come is refused by the form itself (`notAfterToday`), before this runs
    return run(request, 'record_results', async ({ app, trx }) => {
      const inspection = await lifecycleRecords.latestInspection(trx, app.id);
      if (inspection) await lifecycleSteps.inspectionResults(trx, inspection.id, { inspectedOn: body.inspected_on, results: body.results, report: body.report });
      const found = body.non_conformities ?? [];
      await lifecycleSteps.addNonConformities(trx, app.id, inspection?.id ?? null, found);
      // the customer side reads how many findings await their answer, and by when the first is due
      const deadline = found.map((nc) => nc.deadline).sort()[0];
      return {
        facts: { nonConformities: await lifecycleRecords.ncCounts(trx, app.id) },
        details: { non_conformities: found.length },
        notice: { count: found.length, ...(deadline ? { deadline } : {}) },
      };
    });
  };

  const reviewNonConformity: Handler<'reviewNonConformity'> = async (request) => {
    const body = request.body;
    return run(request, 'review_nc', async ({ app, trx }) => {
      const nc = await nonConformityOf(trx, request, app.id);
      if (nc.status !== 'answered') throw new ApiError(409, 'lifecycle.errors.nonConformityNotOpen', 'Only an answered non-conformity is reviewed');
      await lifecycleSteps.reviewNonConformity(trx, nc.id, body.review, body.note);
      return {
        facts: { nonConformities: await lifecycleRecords.ncCounts(trx, app.id) },
        details: { non_conformity: nc.position, review: body.review, note: body.note ?? null },
        notice: { n: nc.position, requirement: nc.requirement, review: body.review, deadline: nc.deadline },
      };
    });
  };

  const decideCertification: Handler<'decideCertification'> = async (request) => {
    const body = request.body;
    return run(request, 'decide', async ({ app, viewer, trx }) => {
      // a GLOBALG.A.P. certificate is looked up by the producer's GGN: none is issued without one
      if (body.outcome !== 'reject' && app.family !== 'bio' && !body.ggn) {
        throw new ApiError(400, 'errors.invalidRequest', 'Give the GGN the certificate names', [
          { path: '/ggn', keyword: 'required', messageId: 'validation.errors.required', params: { missingProperty: 'ggn' } },
        ]);
      }
      // an organic certificate names its EU TRACES number (the certificate and the register show it): none is issued without one
      if (body.outcome !== 'reject' && app.family === 'bio' && !body.traces_number?.trim()) {
        throw new ApiError(400, 'errors.invalidRequest', 'Give the TRACES number the certificate names', [
          { path: '/traces_number', keyword: 'required', messageId: 'validation.errors.required', params: { missingProperty: 'traces_number' } },
        ]);
      }
      await lifecycleSteps.recordDecision(trx, {
        applicationId: app.id,
        outcome: body.outcome,
        certifiedItems: body.certified_items ?? [],
        reasons: body.reasons,
        by: viewer.userId,
      });
      if (body.outcome !== 'reject') {
        await issueCertificate(trx, app, {
          validFrom: body.valid_from as string,
          validTo: body.valid_to as string,
          scope: body.scope as string,
          items: body.certified_items ?? [],
          tracesNumber: body.traces_number,
          ggn: body.ggn,
        });
      }
      return { facts: { decision: body.outcome }, details: { outcome: body.outcome }, notice: { outcome: body.outcome } };
    });
  };

  return { reviewApplication, sendOffer, sendContract, planInspection, recordInspectionResults, reviewNonConformity, decideCertification };
}
