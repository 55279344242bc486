import type { ServerConfig } from '../core/config';
import type { FailureFilter, loginFailuresRepository } from './login-failures-store';

type LoginFailures = ReturnType<typeof loginFailuresRepository>;

/**
 * The sign-in limit (docs/decisions.md "Rate limits"). Only *failed* sign-ins count, so a
 * person who signs in and out all day is never locked out. Three counts within the window:
 * - one username from one address (10): the lock a guesser meets, and the only one a person
 *   who forgot their password meets; others elsewhere can still sign in as that username;
 * - one address, any username (50): one machine trying many accounts;
 * - one username, any address (100): guessing spread over many machines. It is high so that
 *   locking a person out takes many machines, not one script.
 * A successful sign-in forgets that username's failures from that address.
 */
export function loginLock(config: ServerConfig, failures: LoginFailures) {
  const windowMs = config.loginWindowSeconds * 1000;
  const counts: { filter: (username: string, address: string) => FailureFilter; max: number }[] = [
    { filter: (username, address) => ({ username, address }), max: config.loginMaxFailuresPerUsernameAndAddress },
    { filter: (_username, address) => ({ address }), max: config.loginMaxFailuresPerAddress },
    { filter: (username) => ({ username }), max: config.loginMaxFailuresPerUsername },
  ];
  let lastPrune = 0;

  return {
    /** Until when this username may not try from this address; null when it may. */
    async lockedUntil(username: string, address: string): Promise<Date | null> {
      if (!config.rateLimits) return null;
      const since = new Date(Date.now() - windowMs);
      const reached = await Promise.all(counts.map((c) => failures.nthNewest(c.filter(username, address), c.max, since)));
      const ends = reached.filter((at): at is Date => at !== null).map((at) => at.getTime() + windowMs);
      return ends.length ? new Date(Math.max(...ends)) : null;
    },
    async failed(username: string, address: string): Promise<void> {
      if (!config.rateLimits) return;
      await failures.record(username, address);
      // Old rows count for nothing; dropped now and then so the table stays small.
      if (Date.now() - lastPrune > windowMs) {
        lastPrune = Date.now();
        await failures.prune(new Date(lastPrune - windowMs));
      }
    },
    async succeeded(username: string, address: string): Promise<void> {
      if (config.rateLimits) await failures.clear(username, address);
    },
  };
}
export type LoginLock = ReturnType<typeof loginLock>;
