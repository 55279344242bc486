import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { Locale } from '../core/db/types';
import type { FileRef } from '../core/db/lifecycle-types';
import { ApiError } from '../core/errors';
import { applicationReference } from '../applications/reference';
import { lifecycleRunner } from './act';
import { generateOfferPdf } from './offer-pdf';
import { generateContractPdf } from './contract-pdf';
import { lifecycleRecords } from './records';
import { nonConformityOf } from './non-conformity';
import type { Handler } from '../core/handler';

/** The certification body's actions on a submitted application (contract: /staff/applications/{id}/…). */
export function lifecycleStaffHandlers(ctx: AppContext) {
  const { db } = ctx.database;
  const { run } = lifecycleRunner(ctx);

  const reviewApplication: Handler<'reviewApplication'> = async (request) => {
    const body = request.body;
    const action = body.outcome === 'complete' ? 'complete_review' : body.outcome === 'reject' ? 'reject' : 'request_completion';
    return run(request, action, async ({ app, viewer, trx }) => {
      await trx
        .insertInto('application_reviews')
        .values({
          application_id: app.id,
          outcome: body.outcome,
          risk_level: body.risk_level ?? null,
          transfer_reviewed: body.transfer_reviewed ?? false,
          reopen_steps: JSON.stringify(body.reopen_steps ?? []),
          notes: body.notes ?? null,
          created_by: viewer.userId,
        })
        .execute();
      return { riskLevel: body.outcome === 'complete' ? body.risk_level : undefined, details: { outcome: body.outcome } };
    });
  };

  const sendOffer: Handler<'sendOffer'> = async (request) => {
    const body = request.body;
    return run<FileRef>(
      request,
      'send_offer',
      async ({ app, viewer, trx }, document) => {
        await trx.updateTable('offers').set({ reply: 'replaced' }).where('application_id', '=', app.id).where('reply', 'is', null).execute();
        const general = (app.answers as { general?: { send_offer_to?: string } }).general;
        const recipient = general?.send_offer_to === 'partner' && app.consultant_id !== null ? 'consultant' : 'customer';
        await trx
          .insertInto('offers')
          .values({
            application_id: app.id,
            amount: body.amount,
            fees: body.fees ?? 0,
            expires_on: body.expires_on,
            notes: body.notes ?? null,
            document: JSON.stringify(document),
            recipient,
            created_by: viewer.userId,
          })
          .execute();
        return { offerRecipient: recipient, details: { amount: body.amount, expires_on: body.expires_on } };
      },
      async ({ app, viewer }) => {
        if (body.document) {
          return body.document;
        }
        const owner = await db.selectFrom('users').select('locale').where('id', '=', app.owner_id).executeTakeFirstOrThrow();
        return generateOfferPdf(ctx, viewer.userId, {
          reference: applicationReference(app),
          family: app.family,
          customerName: app.customer_name ?? '',
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
        await trx
          .insertInto('contracts')
          .values({
            application_id: app.id,
            duration_years: body.duration_years,
            start_date: body.start_date,
            documents: JSON.stringify(documents),
            created_by: viewer.userId,
          })
          .execute();
        return { details: { duration_years: body.duration_years, start_date: body.start_date } };
      },
      // staff may upload their own contract; otherwise the portal writes it in the customer's language
      async ({ app, viewer }) => {
        if (body.documents?.length) {
          return body.documents;
        }
        const owner = await db.selectFrom('users').select('locale').where('id', '=', app.owner_id).executeTakeFirstOrThrow();
        const offer = await db
          .selectFrom('offers')
          .select(['amount', 'fees'])
          .where('application_id', '=', app.id)
          .where('reply', '=', 'accepted')
          .orderBy('created_at', 'desc')
          .executeTakeFirst();
        const generated = await generateContractPdf(ctx, viewer.userId, {
          reference: applicationReference(app),
          family: app.family,
          customerName: app.customer_name ?? '',
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
      await trx
        .insertInto('inspections')
        .values({
          application_id: app.id,
          inspection_date: body.inspection_date,
          inspector: body.inspector,
          preparation: body.preparation ?? null,
          requested_documents: JSON.stringify(body.requested_documents ?? []),
          created_by: viewer.userId,
        })
        .execute();
      return { details: { inspection_date: body.inspection_date } };
    });
  };

  const recordInspectionResults: Handler<'recordInspectionResults'> = async (request) => {
    const body = request.body;
    return run(request, 'record_results', async ({ app, trx }) => {
      const inspection = await lifecycleRecords.latestInspection(trx, app.id);
      if (inspection) {
        await trx
          .updateTable('inspections')
          .set({ results: body.results, report: body.report ? JSON.stringify(body.report) : null, results_recorded_at: new Date() })
          .where('id', '=', inspection.id)
          .execute();
      }
      const found = body.non_conformities ?? [];
      const start = await trx
        .selectFrom('non_conformities')
        .select(sql<number>`coalesce(max(position), 0)`.as('last'))
        .where('application_id', '=', app.id)
        .executeTakeFirstOrThrow();
      if (found.length) {
        await trx
          .insertInto('non_conformities')
          // named fields only: whatever else a body carried never reaches the row
          .values(
            found.map((nc, i) => ({
              application_id: app.id,
              inspection_id: inspection?.id ?? null,
              position: Number(start.last) + i + 1,
              requirement: nc.requirement,
              finding: nc.finding,
              severity: nc.severity,
              deadline: nc.deadline,
            })),
          )
          .execute();
      }
      return { facts: { nonConformities: await lifecycleRecords.ncCounts(trx, app.id) }, details: { non_conformities: found.length } };
    });
  };

  const reviewNonConformity: Handler<'reviewNonConformity'> = async (request) => {
    const body = request.body;
    return run(request, 'review_nc', async ({ app, trx }) => {
      const nc = await nonConformityOf(trx, request, app.id);
      if (nc.status !== 'answered') throw new ApiError(409, 'lifecycle.errors.nonConformityNotOpen', 'Only an answered non-conformity is reviewed');
      await trx
        .updateTable('non_conformities')
        .set({ status: body.review === 'accepted' ? 'closed' : 'open', review: body.review, review_note: body.note ?? null, reviewed_at: new Date() })
        .where('id', '=', nc.id)
        .execute();
      return { facts: { nonConformities: await lifecycleRecords.ncCounts(trx, app.id) }, details: { non_conformity: nc.position, review: body.review } };
    });
  };

  const decideCertification: Handler<'decideCertification'> = async (request) => {
    const body = request.body;
    return run(request, 'decide', async ({ app, viewer, trx }) => {
      await trx
        .insertInto('application_decisions')
        .values({
          application_id: app.id,
          outcome: body.outcome,
          certified_items: JSON.stringify(body.certified_items ?? []),
          reasons: body.reasons ?? null,
          created_by: viewer.userId,
        })
        .execute();
      if (body.outcome !== 'reject') {
        const year = (body.valid_from ?? '').slice(0, 4);
        const serial = app.id.replace(/-/g, '').slice(0, 8).toUpperCase();
        await trx
          .insertInto('certificates')
          .values({
            application_id: app.id,
            number: `${app.family === 'bio' ? 'BIO' : 'GG'}-${year}-${serial}`,
            valid_from: body.valid_from as string,
            valid_to: body.valid_to as string,
            scope: body.scope as string,
            items: JSON.stringify(body.certified_items ?? []),
            traces_number: app.family === 'bio' ? (body.traces_number?.trim() || null) : null,
          })
          .execute();
      }
      return { facts: { decision: body.outcome }, details: { outcome: body.outcome } };
    });
  };

  return { reviewApplication, sendOffer, sendContract, planInspection, recordInspectionResults, reviewNonConformity, decideCertification };
}
