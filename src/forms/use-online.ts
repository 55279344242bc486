import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  globalThis.addEventListener?.('online', listener);
  globalThis.addEventListener?.('offline', listener);
  return () => {
    globalThis.removeEventListener?.('online', listener);
    globalThis.removeEventListener?.('offline', listener);
  };
};

/**
 * Whether the browser says it has a network (issue 32). `false` is reliable (no network at
 * all); `true` is a hope: a call may still fail, and the callers keep handling that.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => globalThis.navigator?.onLine !== false, () => true);
}
