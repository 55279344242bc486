import type { Kysely } from 'kysely';
import type { Party } from '../../lifecycle/index.ts';
import type { Database, Role } from '../core/db/types';
import { isoInstant } from '../core/dates';
import { displayNameOf, operatorOf } from '../accounts/display-name';
import { lifecycleViewStore } from './view-store';

/** Events only staff read in the history (docs/staff-accounts.md). */
const STAFF_ONLY_EVENTS = new Set(['assign_reviewer', 'unassign_reviewer']);

/** Who acted, as the history names them: the certification body's staff, or a person of the customer side by their part. */
export type ActorRole = 'staff' | 'consultant' | 'employee' | 'customer';

interface Actor {
  username: string | null;
  role: Role | null;
  is_employee: boolean | null;
  profile: unknown;
  identification?: string | null;
  country_id?: number | null;
}

const roleOf = (actor: Actor): ActorRole | null => {
  if (actor.role === null) return null;
  if (actor.role === 'staff') return 'staff';
  if (actor.is_employee) return 'employee';
  return actor.role === 'consultant' ? 'consultant' : 'customer';
};

const nameOf = (actor: Actor, reader: Party) => {
  // staff act as the certification body; their names are not shown to customers
  if (actor.role === 'staff' && reader === 'customer') return null;
  return actor.username === null ? null : displayNameOf({ profile: actor.profile, username: actor.username });
};

/** The company a customer acts for (with its tax number), when the customer is a legal entity: the history names it, with the person as its contact. */
const companyOf = (actor: Actor) => {
  if (roleOf(actor) !== 'customer' || actor.username === null) return null;
  const operator = operatorOf({ ...actor, username: actor.username });
  return operator.person ? operator.name : null;
};

/** The facts of an event a reader is shown beside its name: which sanction or non-conformity, what change. */
const aboutOf = (details: Record<string, unknown>) => ({
  sanction: typeof details.sanction === 'number' ? details.sanction : null,
  non_conformity: typeof details.non_conformity === 'number' ? details.non_conformity : null,
  change: typeof details.change === 'string' ? details.change : null,
  kind: typeof details.kind === 'string' ? details.kind : null,
  // a non-conformity's answer and review keep what was said, so a returned answer's first round stays readable
  outcome: typeof details.response === 'string' ? details.response : typeof details.review === 'string' ? details.review : null,
  note: typeof details.note === 'string' ? details.note : null,
  // who an application was handed to, as named then
  person: typeof details.person === 'string' ? details.person : null,
  reference: null as string | null,
});

/**
 * Everything that happened to a submitted application, oldest first, for one reader: the
 * lifecycle's events (staff's and the customer side's steps, certificate changes, sanctions),
 * each submission of the answers, and each note of the thread (that one was written, not
 * what: the thread shows it). Who (name and part), when, what.
 */
export async function historyOf(db: Kysely<Database>, applicationId: string, reader: Party) {
  const [events, submissions, notes, requests, invoices] = await lifecycleViewStore.historyOf(db, applicationId);
  const none: ReturnType<typeof aboutOf> = { sanction: null, non_conformity: null, change: null, kind: null, outcome: null, note: null, person: null, reference: null };
  const nobody: Actor = { username: null, role: null, is_employee: null, profile: null };
  const entry = (actor: Actor, action: string, at: Date | string, from: string | null, to: string | null, about = none) => ({
    action,
    actor_name: nameOf(actor, reader),
    actor_role: roleOf(actor),
    actor_company: companyOf(actor),
    from_state: from,
    to_state: to,
    at: isoInstant(at),
    about,
  });
  const all = [
    ...submissions.map((s, i) => entry(s, i === 0 ? 'submit' : 'resubmit', s.at, 'draft', 'review')),
    ...events
      // whom staff assign an application to is the certification body's own business
      .filter((e) => reader !== 'customer' || !STAFF_ONLY_EVENTS.has(e.action))
      .map((e) => entry(e, e.action, e.at, e.from_state, e.to_state, aboutOf(e.details ?? {}))),
    ...notes.map((n) => entry(n, 'note', n.at, null, null)),
    ...requests.flatMap((r) => {
      const about = { ...none, kind: r.kind };
      const asked = entry(r, 'certificate_request', r.created_at, null, null, about);
      if (r.status === 'open' || !r.answered_at) return [asked];
      const answerer = { username: r.answerer_username, role: r.answerer_role, is_employee: r.answerer_is_employee, profile: r.answerer_profile };
      return [asked, entry(answerer, `certificate_request_${r.status}`, r.answered_at, null, null, about)];
    }),
    ...invoices.flatMap((i) => {
      const about = { ...none, reference: i.number };
      const sent = entry(i, 'invoice_sent', i.created_at, null, null, about);
      // who marked it paid is not kept: the certification body did
      return i.paid_at ? [sent, entry(nobody, 'invoice_paid', i.paid_at, null, null, about)] : [sent];
    }),
  ];
  // a stable sort keeps each source's own order for events of the same instant
  return all.sort((a, b) => a.at.localeCompare(b.at));
}
