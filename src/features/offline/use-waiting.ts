import { useEffect, useState, useSyncExternalStore } from 'react';
import { getSession } from '../../api/session';
import { waitingFiles, WAITING_FILES_EVENT, type WaitingFile } from '../../../renderers/file-upload/waiting-files';
import { DEVICE_COPIES_EVENT } from '../applications/local-draft';
import { draftsOpenHere, lastSentAt, waitingDrafts } from '../applications/sent-copies';
import { sendWaitingDrafts } from '../applications/waiting-drafts-sender';
import { serverApplication } from '../applications/applications-queries';
import type { FileTransport } from '../../../renderers/file-upload/file-transport';
import { sendWaitingFiles } from './files-sender';
import { useOnline } from '../../forms/use-online';

export interface Waiting {
  /** Drafts with changes the server does not have yet (and did not refuse). */
  changes: number;
  /** Drafts whose changes the server refused for a reason the person must act on, not open in a wizard here. */
  refusedDrafts: number;
  /** Of those, the drafts a wizard on this page shows (its own save status tells how their saving goes). */
  openHere: number;
  /** Files attached offline (this account's), not yet sent. */
  files: number;
  /** Of this account's files kept on the device, those the server refused or whose draft is gone: kept until removed. */
  refused: number;
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
let cached: Omit<Waiting, 'files' | 'refused'> = { changes: 0, refusedDrafts: 0, openHere: 0, lastSent: null };
const read = (): Omit<Waiting, 'files' | 'refused'> => {
  const all = waitingDrafts();
  const drafts = all.filter((draft) => !draft.refused);
  const next = {
    changes: drafts.length,
    refusedDrafts: all.filter((draft) => draft.refused && !draftsOpenHere.has(draft.applicationId)).length,
    openHere: drafts.filter((draft) => draftsOpenHere.has(draft.applicationId)).length,
    lastSent: lastSentAt(),
  };
  if (next.changes !== cached.changes || next.refusedDrafts !== cached.refusedDrafts || next.openHere !== cached.openHere || next.lastSent !== cached.lastSent) cached = next;
  return cached;
};

/** Seconds between rounds of sending while something waits and the network seems up. */
const RETRY_SECONDS = [5, 15, 30, 60, 120];

/**
 * What waits on this device to be sent, and the sending itself (files through `transport`, the
 * app's: passed in, see waiting-banner.tsx): a round when the connection returns and, while something still waits, again with growing pauses (a server that was
 * down, a phone between masts).
 */
export function useWaiting(transport: FileTransport): Waiting & { online: boolean; fileList: readonly WaitingFile[] } {
  const online = useOnline();
  const waiting = useSyncExternalStore(subscribe, read, () => cached);
  const { list: fileList, changed } = useWaitingFileList();
  const refused = fileList.filter((file) => file.refused).length;
  const files = fileList.length - refused;
  useEffect(() => {
    if (!online || (waiting.changes === 0 && files === 0)) return;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout>;
    // files first: a draft's answers then refer to those stored (files-sender.ts), and go with them
    const round = () => {
      void sendFiles(transport)
        .then(() => sendWaitingDrafts())
        .finally(() => {
          timer = setTimeout(round, RETRY_SECONDS[Math.min(attempt++, RETRY_SECONDS.length - 1)] * 1000);
        });
    };
    round();
    return () => clearTimeout(timer);
    // `changed`: a file kept, sent or removed, or a field shown that its file waited for
  }, [online, waiting.changes, files, changed, transport]);
  return { ...waiting, files, refused, online, fileList };
}

function sendFiles(transport: FileTransport): Promise<boolean> {
  const account = getSession()?.id;
  if (account == null) return Promise.resolve(true);
  return sendWaitingFiles({ account: String(account), transport, serverDraft: serverApplication });
}

/** The account's files kept in IndexedDB, read again whenever they change (`changed` counts the changes). */
function useWaitingFileList(): { list: readonly WaitingFile[]; changed: number } {
  const [state, setState] = useState<{ list: readonly WaitingFile[]; changed: number }>({ list: [], changed: 0 });
  useEffect(() => {
    const account = getSession()?.id;
    const reread = () =>
      void (account == null ? Promise.resolve([]) : waitingFiles(String(account))).then((list) => setState((previous) => ({ list, changed: previous.changed + 1 })));
    reread();
    globalThis.addEventListener?.(WAITING_FILES_EVENT, reread);
    return () => globalThis.removeEventListener?.(WAITING_FILES_EVENT, reread);
  }, []);
  return state;
}
