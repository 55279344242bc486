import { useEffect, useSyncExternalStore } from 'react';
import { DEVICE_COPIES_EVENT, lastSentAt, waitingDrafts } from '../applications/local-draft';
import { sendWaitingDrafts } from '../applications/waiting-drafts-sender';
import { useOnline } from '../../forms/use-online';

export interface Waiting {
  /** Drafts with changes the server does not have yet. */
  changes: number;
  /** When the server last confirmed something sent from this device (ISO). */
  lastSent: string | null;
}

const subscribe = (listener: () => void) => {
  globalThis.addEventListener?.(DEVICE_COPIES_EVENT, listener);
  globalThis.addEventListener?.('storage', listener);
  return () => {
    globalThis.removeEventListener?.(DEVICE_COPIES_EVENT, listener);
    globalThis.removeEventListener?.('storage', listener);
  };
};

// useSyncExternalStore wants the same value while nothing changed
let cached: Waiting = { changes: 0, lastSent: null };
const read = (): Waiting => {
  const next = { changes: waitingDrafts().length, lastSent: lastSentAt() };
  if (next.changes !== cached.changes || next.lastSent !== cached.lastSent) cached = next;
  return cached;
};

/** Seconds between rounds of sending while something waits and the network seems up. */
const RETRY_SECONDS = [5, 15, 30, 60, 120];

/**
 * What waits on this device to be sent, and the sending itself: a round when the connection
 * returns and, while something still waits, again with growing pauses (a server that was
 * down, a phone between masts).
 */
export function useWaiting(): Waiting & { online: boolean } {
  const online = useOnline();
  const waiting = useSyncExternalStore(subscribe, read, () => cached);
  useEffect(() => {
    if (!online || waiting.changes === 0) return;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout>;
    const round = () => {
      void sendWaitingDrafts().finally(() => {
        timer = setTimeout(round, RETRY_SECONDS[Math.min(attempt++, RETRY_SECONDS.length - 1)] * 1000);
      });
    };
    round();
    return () => clearTimeout(timer);
  }, [online, waiting.changes]);
  return { ...waiting, online };
}
