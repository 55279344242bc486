import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../core/db/types';
import type { FileRef } from '../core/db/lifecycle-types';

type Trx = Transaction<Database>;
type Row<T extends keyof Database> = Insertable<Database[T]>;
const json = (value: unknown) => JSON.stringify(value);

/** What each lifecycle step writes beside the state change, always in the step's transaction (act.ts). */
export const lifecycleSteps = {
  recordReview: (trx: Trx, review: { applicationId: string; outcome: Row<'application_reviews'>['outcome']; riskLevel?: Row<'application_reviews'>['risk_level']; transferReviewed?: boolean; reopenSteps?: string[]; notes?: string; by: number }) =>
    trx
      .insertInto('application_reviews')
      .values({
        application_id: review.applicationId,
        outcome: review.outcome,
        risk_level: review.riskLevel ?? null,
        transfer_reviewed: review.transferReviewed ?? false,
        reopen_steps: json(review.reopenSteps ?? []),
        notes: review.notes ?? null,
        created_by: review.by,
      })
      .execute(),

  /** A new offer replaces any still unanswered. */
  async sendOffer(
    trx: Trx,
    offer: { applicationId: string; amount: number; fees: number; expiresOn: string; notes?: string; document: FileRef; recipient: 'customer' | 'consultant'; by: number },
  ) {
    await trx.updateTable('offers').set({ reply: 'replaced' }).where('application_id', '=', offer.applicationId).where('reply', 'is', null).execute();
    await trx
      .insertInto('offers')
      .values({
        application_id: offer.applicationId,
        amount: offer.amount,
        fees: offer.fees,
        expires_on: offer.expiresOn,
        notes: offer.notes ?? null,
        document: json(offer.document),
        recipient: offer.recipient,
        created_by: offer.by,
      })
      .execute();
  },

  replyToOffer: (trx: Trx, offerId: string, reply: { accept: boolean; signedOffer?: FileRef; declineReason?: string; by: number }) =>
    trx
      .updateTable('offers')
      .set({
        reply: reply.accept ? 'accepted' : 'declined',
        signed_document: reply.accept && reply.signedOffer ? json(reply.signedOffer) : null,
        decline_reason: reply.accept ? null : (reply.declineReason ?? null),
        replied_by: reply.by,
        replied_at: new Date(),
      })
      .where('id', '=', offerId)
      .execute(),

  /** The offer the customer accepted last, for the contract's figures. */
  acceptedOffer: (trx: Trx | Kysely<Database>, applicationId: string) =>
    trx
      .selectFrom('offers')
      .select(['amount', 'fees'])
      .where('application_id', '=', applicationId)
      .where('reply', '=', 'accepted')
      .orderBy('created_at', 'desc')
      .executeTakeFirst(),

  sendContract: (trx: Trx, contract: { applicationId: string; durationYears: number; startDate: string; documents: FileRef[]; by: number }) =>
    trx
      .insertInto('contracts')
      .values({
        application_id: contract.applicationId,
        duration_years: contract.durationYears,
        start_date: contract.startDate,
        documents: json(contract.documents),
        created_by: contract.by,
      })
      .execute(),

  signContract: (trx: Trx, contractId: string, signed: FileRef, by: number) =>
    trx.updateTable('contracts').set({ signed_document: json(signed), signed_by: by, signed_at: new Date() }).where('id', '=', contractId).execute(),

  /** A new plan names its inspector's account and name; the application remembers whose it is now ("mine" in the queue). */
  planInspection: async (trx: Trx, plan: { applicationId: string; date: string; inspector: string; inspectorId: number; preparation?: string; requestedDocuments?: unknown[]; by: number }) => {
    await trx.updateTable('applications').set({ inspector_id: plan.inspectorId }).where('id', '=', plan.applicationId).execute();
    return trx
      .insertInto('inspections')
      .values({
        application_id: plan.applicationId,
        inspection_date: plan.date,
        inspector: plan.inspector,
        inspector_id: plan.inspectorId,
        preparation: plan.preparation ?? null,
        requested_documents: json(plan.requestedDocuments ?? []),
        created_by: plan.by,
      })
      .execute();
  },

  /** The reviewer an application is assigned to (null: nobody). */
  assignReviewer: (trx: Trx, applicationId: string, reviewerId: number | null) =>
    trx.updateTable('applications').set({ reviewer_id: reviewerId }).where('id', '=', applicationId).execute(),

  supportingDocuments: (trx: Trx, inspectionId: string, documents: FileRef[], note?: string) =>
    trx
      .updateTable('inspections')
      .set({ customer_documents: json(documents), customer_note: note ?? null, documents_submitted_at: new Date() })
      .where('id', '=', inspectionId)
      .execute(),

  inspectionResults: (trx: Trx, inspectionId: string, recorded: { inspectedOn: string; results: string; report: FileRef | undefined }) =>
    trx
      .updateTable('inspections')
      .set({ inspected_on: recorded.inspectedOn, results: recorded.results, report: recorded.report ? json(recorded.report) : null, results_recorded_at: new Date() })
      .where('id', '=', inspectionId)
      .execute(),

  /** Findings numbered after those the application already has; named fields only, so nothing else a body carried reaches a row. */
  async addNonConformities(
    trx: Trx,
    applicationId: string,
    inspectionId: string | null,
    found: { requirement: string; finding: string; severity: Row<'non_conformities'>['severity']; deadline: string }[],
  ) {
    if (!found.length) return;
    const start = await trx
      .selectFrom('non_conformities')
      .select(sql<number>`coalesce(max(position), 0)`.as('last'))
      .where('application_id', '=', applicationId)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('non_conformities')
      .values(
        found.map((nc, i) => ({
          application_id: applicationId,
          inspection_id: inspectionId,
          position: Number(start.last) + i + 1,
          requirement: nc.requirement,
          finding: nc.finding,
          severity: nc.severity,
          deadline: nc.deadline,
        })),
      )
      .execute();
  },

  nonConformity: (trx: Trx, id: string, applicationId: string) =>
    trx.selectFrom('non_conformities').selectAll().where('id', '=', id).where('application_id', '=', applicationId).executeTakeFirst(),

  respondToNonConformity: (trx: Trx, id: string, answer: { response: Row<'non_conformities'>['response']; note?: string; evidence?: FileRef[] }) =>
    trx
      .updateTable('non_conformities')
      .set({ status: 'answered', response: answer.response, response_note: answer.note ?? null, evidence: json(answer.evidence ?? []), responded_at: new Date() })
      .where('id', '=', id)
      .execute(),

  reviewNonConformity: (trx: Trx, id: string, review: 'accepted' | 'returned', note?: string) =>
    trx
      .updateTable('non_conformities')
      .set({ status: review === 'accepted' ? 'closed' : 'open', review, review_note: note ?? null, reviewed_at: new Date() })
      .where('id', '=', id)
      .execute(),

  recordDecision: (trx: Trx, decision: { applicationId: string; outcome: Row<'application_decisions'>['outcome']; certifiedItems: unknown[]; reasons?: string; by: number }) =>
    trx
      .insertInto('application_decisions')
      .values({
        application_id: decision.applicationId,
        outcome: decision.outcome,
        certified_items: json(decision.certifiedItems),
        reasons: decision.reasons ?? null,
        created_by: decision.by,
      })
      .execute(),
};
