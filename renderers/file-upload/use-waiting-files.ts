import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { FileRef } from './file-ref';
import { sendingNow, showField, subscribeSending } from './file-sending';
import type { WaitingFile } from './waiting-files';
import { WAITING_FILES_EVENT } from './waiting-files-event';

// The device store (IndexedDB) comes when first needed: a field that never had a file kept offline never opens it.
const device = () => import('./waiting-files');

interface Options {
  /** The signed-in account: only its files are listed. */
  account: string;
  /** Which field of which form (the page's address and the field's id). */
  field: string;
  /** Called once per file the server stored, in the order they were attached. */
  onUploaded: (ref: FileRef) => void;
}

/**
 * A field's files attached without a connection (issue 32): kept on the device, listed as
 * waiting (or refused, with the reason), the one on its way up with its progress. The page's
 * sender (src/features/offline/files-sender.ts) sends every waiting file of the account, oldest
 * first; while this field is on screen, its own join its value, else the draft behind it.
 */
export function useWaitingFiles({ account, field, onUploaded }: Options) {
  const [waiting, setWaiting] = useState<WaitingFile[]>([]);
  const sending = useSyncExternalStore(subscribeSending, sendingNow, sendingNow);
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);
  useEffect(() => showField(field, (ref) => uploaded.current(ref)), [field]);

  const reload = useCallback(() => {
    // nothing kept on the device yet: the store is not even opened
    if (globalThis.indexedDB) void device().then(({ waitingFiles }) => waitingFiles(account, field)).then(setWaiting).catch(() => undefined);
  }, [account, field]);
  // fetched once the field shows (online), so the service worker keeps them for the day without signal
  useEffect(() => {
    void import('./keep-offline').catch(() => undefined);
  }, []);
  useEffect(() => {
    reload();
    globalThis.addEventListener?.(WAITING_FILES_EVENT, reload);
    return () => globalThis.removeEventListener?.(WAITING_FILES_EVENT, reload);
  }, [reload]);

  const remove = useCallback((key: string) => {
    if (sendingNow()?.key === key) sendingNow()?.cancel();
    void device().then(({ removeWaitingFile }) => removeWaitingFile(key));
  }, []);
  const mine = sending && waiting.some((file) => file.key === sending.key) ? sending : null;
  return { waiting, sending: mine, remove };
}
