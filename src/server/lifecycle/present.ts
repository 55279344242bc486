import { applicationReference } from '../applications/reference';
import type { Kysely } from 'kysely';
import { STATE_INFO, actionsFor, liveStatus, timelineOf, type Party } from '../../lifecycle/index.ts';
import { certificateOn } from '../certificates/certificate-today';
import type { Database, StaffDuty } from '../core/db/types';
import { staffMemberName } from '../accounts/staff-members';
import { mayTake } from './duties';
import { recordView } from './record-view';
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
  const records = recordView(db, reader.userId);
  const [[reviews, offers, contracts, inspections, ncs, decision, certificate], events, sanctions, reviewerName] = await Promise.all([
    lifecycleViewStore.recordsOf(db, app.id),
    historyOf(db, app.id, reader.party),
    sanctionsView(db, app.id, reader.party, records.docs),
    staff && app.reviewer_id !== null ? staffMemberName(db, app.reviewer_id) : undefined,
  ]);
  const state = stateOf(app);
  const certificateToday = certificate ? liveStatus(certificate, todayIso()) : null;
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
    steps: timelineOf(state, certificateToday, sanctions.map((s) => s.status)),
    waiting_on: state ? STATE_INFO[state].waitingOn : null,
    // a staff member is offered only what their duties let them take (lifecycle/duties.ts)
    actions: state ? withSanctionsAtHand(actionsFor(state, reader.party), sanctions, certificate?.status).filter((action) => mayTake(action, reader.party, reader.duties)) : [],
    reviews: await records.all(reviews),
    offers: (await records.all(offers)).map((o) => ({ ...o, amount: Number(o.amount), fees: Number(o.fees), expired: offerPastExpiry(o.expires_on, todayIso()) })),
    contracts: await records.all(contracts),
    // the inspector's account is the certification body's own business; the name is on every plan
    inspections: (await records.all(inspections)).map((i) => ({ ...i, inspector_id: staff ? i.inspector_id : null })),
    non_conformities: (await records.all(ncs)).map((n) => ({ ...n, overdue: n.status === 'open' && n.deadline < todayIso() })),
    decision: decision ? await records.shown(decision) : null,
    certificate: certificate
      ? {
          number: certificate.number,
          valid_from: certificate.valid_from,
          valid_to: certificate.valid_to,
          scope: certificate.scope,
          items: certificate.items,
          traces_number: certificate.traces_number,
          ggn: certificate.ggn,
          status: certificateToday!,
          stored_status: certificate.status,
          // the products of a partial suspension in force today (one recorded ahead is not yet)
          suspended_items: certificateOn(certificate, todayIso()).suspended_items,
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
