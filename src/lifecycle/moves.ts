import type { Party } from './states';

/** A table of moves: in each state, the moves allowed, by whom, and where they lead. */
export type MoveTable<S extends string, M extends string, To> = Readonly<Record<S, Partial<Record<M, { by: Party; to: To }>>>>;

export type MoveVerdict<To> = { allowed: true; to: To } | { allowed: false; messageId: string };

/**
 * The one way a table of moves is read (the lifecycle's actions, a sanction's moves): whether a
 * party may make a move in a state, with the message id of a refusal (`notNow` when the state
 * has no such move), and the moves a party may make now.
 */
export function tableReader<S extends string, M extends string, To>(table: MoveTable<S, M, To>, moves: readonly M[], notNow: string) {
  return {
    check(state: S, move: M, party: Party): MoveVerdict<To> {
      const found = table[state][move];
      if (!found) return { allowed: false, messageId: notNow };
      if (found.by !== party) return { allowed: false, messageId: 'lifecycle.errors.notYours' };
      return { allowed: true, to: found.to };
    },
    movesFor: (state: S, party: Party): M[] => moves.filter((move) => table[state][move]?.by === party),
  };
}
