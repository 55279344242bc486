import type { Kysely } from 'kysely';
import type { Party } from '../../lifecycle/index.ts';
import type { Database, Role } from '../core/db/types';

/** Who acted, as the history names them: the certification body's staff, or a person of the customer side by their part. */
export type ActorRole = 'staff' | 'consultant' | 'employee' | 'customer';

interface Actor {
  username: string | null;
  role: Role | null;
  is_employee: boolean | null;
  profile: unknown;
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
  const details = ((actor.profile ?? {}) as { user_details?: Record<string, unknown> }).user_details ?? {};
  return [details.first_name, details.last_name].filter(Boolean).join(' ') || actor.username || null;
};

/** The facts of an event a reader is shown beside its name: which sanction or non-conformity, what change. */
const aboutOf = (details: Record<string, unknown>) => ({
  sanction: typeof details.sanction === 'number' ? details.sanction : null,
  non_conformity: typeof details.non_conformity === 'number' ? details.non_conformity : null,
  change: typeof details.change === 'string' ? details.change : null,
  kind: typeof details.kind === 'string' ? details.kind : null,
});

/**
 * Everything that happened to a submitted application, oldest first, for one reader: the
 * lifecycle's events (staff's and the customer side's steps, certificate changes, sanctions),
 * each submission of the answers, and each note of the thread (that one was written, not
 * what: the thread shows it). Who (name and part), when, what.
 */
export async function historyOf(db: Kysely<Database>, applicationId: string, reader: Party) {
  const actorColumns = ['u.username', 'u.role', 'u.is_employee', 'u.profile'] as const;
  const [events, submissions, notes] = await Promise.all([
    db
      .selectFrom('application_events as e')
      .leftJoin('users as u', 'u.id', 'e.actor_id')
      .select(['e.action', 'e.from_state', 'e.to_state', 'e.at', 'e.details', ...actorColumns])
      .where('e.application_id', '=', applicationId)
      .orderBy('e.id')
      .execute(),
    db
      .selectFrom('application_status_history as h')
      .leftJoin('users as u', 'u.id', 'h.changed_by')
      .select(['h.at', ...actorColumns])
      .where('h.application_id', '=', applicationId)
      .where('h.from_status', '=', 'draft')
      .where('h.to_status', '=', 'submitted')
      .orderBy('h.id')
      .execute(),
    db
      .selectFrom('application_notes as n')
      .leftJoin('users as u', 'u.id', 'n.author_id')
      .select(['n.created_at as at', ...actorColumns])
      .where('n.application_id', '=', applicationId)
      .orderBy('n.id')
      .execute(),
  ]);
  const iso = (d: Date | string) => new Date(d).toISOString();
  const none: ReturnType<typeof aboutOf> = { sanction: null, non_conformity: null, change: null, kind: null };
  const entry = (actor: Actor, action: string, at: Date | string, from: string | null, to: string | null, about = none) => ({
    action,
    actor_name: nameOf(actor, reader),
    actor_role: roleOf(actor),
    from_state: from,
    to_state: to,
    at: iso(at),
    about,
  });
  const all = [
    ...submissions.map((s, i) => entry(s, i === 0 ? 'submit' : 'resubmit', s.at, 'draft', 'review')),
    ...events.map((e) => entry(e, e.action, e.at, e.from_state, e.to_state, aboutOf(e.details ?? {}))),
    ...notes.map((n) => entry(n, 'note', n.at, null, null)),
  ];
  // a stable sort keeps each source's own order for events of the same instant
  return all.sort((a, b) => a.at.localeCompare(b.at));
}
