import type { AccountChanges } from '../core/db/account-changes';
import type { Viewer } from './viewer';

/** How many signed-in callers a process keeps (the oldest leaves first). */
const KEPT = 5_000;
/** A kept caller is read again after this long at the latest, whatever was heard meanwhile. */
const KEPT_AT_MOST_MS = 60_000;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * The callers of access tokens this process resolved lately (accounts/viewer.ts), so that a
 * signed-in call verifies no signature and reads no database row when the same token comes
 * again. A caller is dropped the moment the database announces a change to its account or to
 * any of its sign-ins (core/db/account-changes.ts: logout, password change or reset, a role, status
 * or employer changed, the account deleted), when its token or session expires, and after a
 * minute in any case. Nothing is served while the announcements may be late (`heard()`).
 *
 * A resolution that was under way while a change was announced is not kept: it may have read
 * the row from before the change (`started` / `keep` compare a counter of announcements).
 */
export function createViewerCache(changes: AccountChanges) {
  const kept = new Map<string, { viewer: Viewer; until: number }>();
  const tokensOf = new Map<number, Set<string>>();
  let announcements = 0;

  const drop = (token: string) => {
    const entry = kept.get(token);
    if (!entry) return;
    kept.delete(token);
    const tokens = tokensOf.get(entry.viewer.userId);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensOf.delete(entry.viewer.userId);
  };

  changes.subscribe((userId) => {
    announcements += 1;
    if (userId === undefined) {
      kept.clear();
      tokensOf.clear();
      return;
    }
    for (const token of tokensOf.get(userId) ?? []) kept.delete(token);
    tokensOf.delete(userId);
  });

  return {
    /** The caller kept for this token, if it may still be served. */
    get(token: string): Viewer | undefined {
      const entry = kept.get(token);
      if (!entry) return undefined;
      if (Date.now() >= entry.until || !changes.heard()) {
        drop(token);
        return undefined;
      }
      return entry.viewer;
    },
    /** Call before resolving a token; hand the answer to `keep`. */
    started: () => announcements,
    /**
     * Keeps a caller resolved since `started` until `until` (epoch ms: the token's or the
     * session's expiry, whichever is first), unless a change was announced meanwhile.
     */
    keep(token: string, viewer: Viewer, until: number, started: number) {
      if (started !== announcements || !changes.heard()) return;
      if (kept.size >= KEPT) drop(kept.keys().next().value!);
      drop(token);
      kept.set(token, { viewer: deepFreeze(viewer), until: Math.min(until, Date.now() + KEPT_AT_MOST_MS) });
      const tokens = tokensOf.get(viewer.userId) ?? new Set<string>();
      tokens.add(token);
      tokensOf.set(viewer.userId, tokens);
    },
  };
}
export type ViewerCache = ReturnType<typeof createViewerCache>;
