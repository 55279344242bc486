import { useCallback, useEffect, useRef, useState } from 'react';
import { useOnline } from '../../src/forms/use-online';
import type { FileRef } from './file-ref';
import type { FileTransport } from './file-transport';
import type { WaitingFile } from './waiting-files';
import { WAITING_FILES_EVENT } from './waiting-files-event';

// The device store (IndexedDB) comes when first needed: a field that never had a file kept offline never opens it.
const device = () => import('./waiting-files');

// Refusals that sending again would not change: the file stays, named with the reason, until removed.
const REFUSALS = new Set(['errors.fileTooLarge', 'errors.invalidFileType']);
// Files on their way up from any field on this page: a field shown twice sends each once.
const inFlight = new Set<string>();
// Files the server stored: never sent again, though the list read before their removal may still name them.
const stored = new Set<string>();
// A FileTransportError's message id, read by its shape: importing the class would make the bundler
// split file-transport.tsx out of the every-page code into one more chunk every first load pays for.
const refusalOf = (error: unknown): string => (error instanceof Error && error.name === 'FileTransportError' && 'messageId' in error ? String(error.messageId) : '');
// after a failure that is not a refusal (the server unreachable though the phone has a network)
const RETRY_MS = 10_000;

interface Options {
  transport: FileTransport;
  /** Which field of which form (the page's address and the field's id). */
  field: string;
  /** Called once per file the server stored, in the order they were attached. */
  onUploaded: (ref: FileRef) => void;
}

/**
 * A field's files attached without a connection (issue 32): kept on the device (photos
 * resized first), listed as waiting, and, whenever the field is shown online, sent one after
 * another, oldest first, with progress; each joins the field's value once the server has it.
 */
export function useWaitingFiles({ transport, field, onUploaded }: Options) {
  const online = useOnline();
  const account = transport.account?.() ?? null;
  const [waiting, setWaiting] = useState<WaitingFile[]>([]);
  const [sending, setSending] = useState<{ key: string; progress: number } | null>(null);
  const uploaded = useRef(onUploaded);
  // leaving the field stops its sending: the file stays on the device for the next time it is
  // shown, rather than reaching the server with no form left to refer to it
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);

  const reload = useCallback(() => {
    // nothing kept on the device yet: the store is not even opened
    if (account && globalThis.indexedDB) void device().then(({ waitingFiles }) => waitingFiles(account, field)).then(setWaiting).catch(() => undefined);
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

  const next = waiting.find((file) => !file.refused && !inFlight.has(file.key) && !stored.has(file.key));
  useEffect(() => {
    if (!online || !next || sending) return;
    const controller = new AbortController();
    current.current = controller;
    let pause = 0;
    inFlight.add(next.key);
    setSending({ key: next.key, progress: 0 });
    const file = new File([next.blob], next.name, { type: next.type });
    transport
      .upload(file, next.documentType, (progress) => setSending({ key: next.key, progress }), controller.signal)
      .then(async (ref) => {
        stored.add(next.key);
        uploaded.current(ref);
        await (await device()).removeWaitingFile(next.key);
      })
      .catch(async (error: unknown) => {
        // a refusal is kept with its reason; a lost connection waits for the next `online`
        const refusal = refusalOf(error);
        if (REFUSALS.has(refusal)) await (await device()).refuseWaitingFile(next.key, refusal);
        else pause = RETRY_MS;
      })
      .finally(() => {
        inFlight.delete(next.key);
        setTimeout(() => setSending(null), pause);
      });
  }, [online, next, sending, transport]);

  const remove = useCallback((key: string) => void device().then(({ removeWaitingFile }) => removeWaitingFile(key)), []);
  return { waiting, sending, remove };
}
