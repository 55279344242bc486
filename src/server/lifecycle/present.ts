import { applicationReference } from '../applications/reference';
import type { Kysely } from 'kysely';
import { STEPS, STATE_INFO, actionsFor, liveStatus, stepStates, type Party } from '../../lifecycle/index.ts';
import type { Database, StaffDuty } from '../core/db/types';
import { staffMemberName } from '../accounts/staff-members';
import { mayTake } from './duties';
import type { FileRef } from '../core/db/lifecycle-types';
import { fileLinks } from '../files/links';
import type { ApplicationRow } from '../applications/visible';
import { historyOf } from './history';
import { sanctionsView, withSanctionsAtHand } from '../sanctions/present-sanctions';
import { stateOf } from './state';
import { offerPastExpiry } from './offer-expiry';
import { isoInstantOrNull, todayIso } from '../core/dates';
import { lifecycleViewStore } from './view-store';


/** Everything the timeline and the workspace show of one application, for one reader. */
export async function lifecycleView(db: Kysely<Database>, app: ApplicationRow, reader: { userId: number; party: Party; duties?: readonly StaffDuty[] }) {
  const staff = reader.party === 'staff';
  const links = fileLinks(db);
  const doc = async (ref: FileRef) => ({
    id: ref.id,
    name: ref.name,
    size: ref.size,
    media_type: ref.media_type,
    download_url: `/api/files/${ref.id}/content?token=${await links.sign(ref.id, reader.userId)}`,
  });
  const docs = (refs: FileRef[] | null) => Promise.all((refs ?? []).map(doc));
  const maybe = async (ref: FileRef | null) => (ref ? doc(ref) : null);
  const byApp = { id: app.id };
  const [[reviews, offers, contracts, inspections, ncs, decision, certificate], events, sanctions, reviewerName] = await Promise.all([
    lifecycleViewStore.recordsOf(db, byApp.id),
    historyOf(db, byApp.id, reader.party),
    sanctionsView(db, byApp.id, reader.party, docs),
    staff && app.reviewer_id !== null ? staffMemberName(db, app.reviewer_id) : undefined,
  ]);
  const state = stateOf(app);
  const steps = state ? stepStates(state) : null;
  return {
    application: {
      id: app.id,
      reference: applicationReference(app),
      type: app.family,
      status: app.status,
      state,
      year: app.year,
      customer_name: app.customer_name,
      risk_level: app.risk_level,
      row_version: app.row_version,
      submitted_at: isoInstantOrNull(app.submitted_at),
      state_since: isoInstantOrNull(app.state_since ?? app.submitted_at),
      // whom staff assigned it to is the certification body's own business
      reviewer_id: staff ? app.reviewer_id : null,
      reviewer_name: staff ? (reviewerName ?? null) : null,
    },
    steps: STEPS.map((step) => ({ step, state: steps?.[step] ?? 'pending' })),
    waiting_on: state ? STATE_INFO[state].waitingOn : null,
    // a staff member is offered only what their duties let them take (lifecycle/duties.ts)
    actions: state ? withSanctionsAtHand(actionsFor(state, reader.party), sanctions, certificate?.status).filter((action) => mayTake(action, reader.party, reader.duties)) : [],
    reviews: reviews.map((r) => ({
      outcome: r.outcome,
      risk_level: r.risk_level,
      transfer_reviewed: r.transfer_reviewed,
      reopen_steps: r.reopen_steps,
      notes: r.notes,
      created_at: isoInstantOrNull(r.created_at) as string,
    })),
    offers: await Promise.all(
      offers.map(async (o) => ({
        id: o.id,
        amount: Number(o.amount),
        fees: Number(o.fees),
        expires_on: o.expires_on,
        expired: offerPastExpiry(o.expires_on, todayIso()),
        notes: o.notes,
        document: await doc(o.document),
        recipient: o.recipient,
        signed_document: await maybe(o.signed_document),
        reply: o.reply,
        decline_reason: o.decline_reason,
        created_at: isoInstantOrNull(o.created_at) as string,
      })),
    ),
    contracts: await Promise.all(
      contracts.map(async (c) => ({
        id: c.id,
        duration_years: c.duration_years,
        start_date: c.start_date,
        documents: await docs(c.documents),
        signed_document: await maybe(c.signed_document),
        signed_at: isoInstantOrNull(c.signed_at),
        created_at: isoInstantOrNull(c.created_at) as string,
      })),
    ),
    inspections: await Promise.all(
      inspections.map(async (i) => ({
        id: i.id,
        inspection_date: i.inspection_date,
        inspector: i.inspector,
        inspector_id: staff ? i.inspector_id : null,
        preparation: i.preparation,
        requested_documents: i.requested_documents,
        customer_documents: await docs(i.customer_documents),
        customer_note: i.customer_note,
        inspected_on: i.inspected_on,
        results: i.results,
        report: await maybe(i.report),
        created_at: isoInstantOrNull(i.created_at) as string,
      })),
    ),
    non_conformities: await Promise.all(
      ncs.map(async (n) => ({
        id: n.id,
        position: n.position,
        requirement: n.requirement,
        finding: n.finding,
        severity: n.severity,
        deadline: n.deadline,
        overdue: n.status === 'open' && n.deadline < todayIso(),
        status: n.status,
        response: n.response,
        response_note: n.response_note,
        evidence: await docs(n.evidence),
        review: n.review,
        review_note: n.review_note,
      })),
    ),
    decision: decision
      ? { outcome: decision.outcome, certified_items: decision.certified_items, reasons: decision.reasons, created_at: isoInstantOrNull(decision.created_at) as string }
      : null,
    certificate: certificate
      ? {
          number: certificate.number,
          valid_from: certificate.valid_from,
          valid_to: certificate.valid_to,
          scope: certificate.scope,
          items: certificate.items,
          traces_number: certificate.traces_number,
          ggn: certificate.ggn,
          status: liveStatus(certificate, todayIso()),
          stored_status: certificate.status,
          suspended_items: certificate.suspended_items,
          status_reason: certificate.status_reason,
          status_effective: certificate.status_effective,
          status_until: certificate.status_until,
          verify_path: `/verify/${certificate.public_code}`,
        }
      : null,
    sanctions,
    events,
  };
}
