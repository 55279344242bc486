import type { Kysely } from 'kysely';
import { SANCTION_WAITS_ON, sanctionMovesFor, type Action, type Party, type SanctionMove } from '../../lifecycle/index.ts';
import type { Database } from '../core/db/types';
import type { FileRef } from '../core/db/lifecycle-types';
import { isoInstantOrNull, todayIso } from '../core/dates';
import { sanctionsStore } from './store';


/** The sanctions of an application as `reader` sees them, with the moves the reader may make on each now. */
export async function sanctionsView<D>(db: Kysely<Database>, applicationId: string, reader: Party, docs: (refs: FileRef[] | null) => Promise<D[]>) {
  const rows = await sanctionsStore.ofApplication(db, applicationId);
  return Promise.all(
    rows.map(async (s) => ({
      id: s.id,
      position: s.position,
      kind: s.kind,
      reason: s.reason,
      corrective_action: s.corrective_action,
      deadline: s.deadline,
      overdue: s.status === 'imposed' && s.deadline < todayIso(),
      status: s.status,
      waiting_on: SANCTION_WAITS_ON[s.status],
      moves: sanctionMovesFor(s.status, reader),
      documents: await docs(s.documents),
      comment: s.comment,
      answered_at: isoInstantOrNull(s.answered_at),
      review_note: s.review_note,
      closed_at: isoInstantOrNull(s.closed_at),
      created_at: isoInstantOrNull(s.created_at) as string,
    })),
  );
}

const MOVE_OF: Partial<Record<Action, SanctionMove>> = {
  answer_sanction: 'answer',
  lift_sanction: 'lift',
  return_sanction: 'return',
  escalate_sanction: 'escalate',
};

/**
 * The lifecycle's actions for a reader, less the sanction actions nothing is at hand for: a
 * move no sanction allows the reader now, or a new sanction on a revoked or cancelled
 * certificate. The screens show a form for each action listed.
 */
export function withSanctionsAtHand(actions: Action[], sanctions: { moves: SanctionMove[] }[], certificateStatus: string | undefined): Action[] {
  return actions.filter((action) => {
    if (action === 'impose_sanction') return certificateStatus !== undefined && certificateStatus !== 'revoked' && certificateStatus !== 'cancelled';
    const move = MOVE_OF[action];
    return move === undefined || sanctions.some((s) => s.moves.includes(move));
  });
}
