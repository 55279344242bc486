import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { WAITING_FILES_EVENT } from './waiting-files-event';

/**
 * Files attached without a connection (issue 32), kept on this device in IndexedDB until the
 * server has them: the bytes, for which field of which form, for which account. A file the
 * server refused keeps its reason and stays until the person removes it.
 */
export interface WaitingFile {
  key: string;
  /** The account that attached it: only that account's session sends it. */
  account: string;
  /** The field it belongs to (fieldKeyOf): where its form is kept, and the field's id. */
  field: string;
  documentType: string;
  name: string;
  type: string;
  blob: Blob;
  /** Order of attaching (sent oldest first). */
  addedAt: number;
  /**
   * Where the file goes once the server has it, while its form is not on screen
   * (src/features/offline/files-sender.ts): a draft's step, or the device copy of a form that
   * is no draft (a non-conformity's answer); with the field's path and whether it holds a list.
   */
  spot?: WaitingSpot;
  /** Message id of the server's refusal (too large, wrong type). */
  refused?: string;
}

/** Where a form's answers are kept, for a file of one of its fields (see WaitingFile.spot). */
export type WaitingSpot = { path: (string | number)[]; multiple: boolean } & ({ applicationId: string; stepId: string } | { formCopy: string });

export { WAITING_FILES_EVENT } from './waiting-files-event';

let store: UseStore | undefined;
// opened on first use: a page that never attaches offline never opens the database
const files = () => (store ??= createStore('agricert-waiting-files', 'files'));
const announce = () => globalThis.dispatchEvent?.(new Event(WAITING_FILES_EVENT));
let counter = 0;

export async function keepWaitingFile(file: Omit<WaitingFile, 'key' | 'addedAt'>): Promise<WaitingFile> {
  const addedAt = Date.now();
  const kept: WaitingFile = { ...file, addedAt, key: `${addedAt}-${(counter += 1)}-${Math.random().toString(36).slice(2, 8)}` };
  await set(kept.key, kept, files());
  announce();
  return kept;
}

/** An account's waiting files, oldest first; of one field when `field` is given. */
export async function waitingFiles(account: string, field?: string): Promise<WaitingFile[]> {
  if (!globalThis.indexedDB) return [];
  const all = await entries<string, WaitingFile>(files()).catch(() => []);
  return all
    .map(([, file]) => file)
    .filter((file) => file.account === account && (field === undefined || file.field === field))
    .sort((a, b) => a.addedAt - b.addedAt);
}

/** One waiting file, if it is still kept (not removed meanwhile). */
export async function waitingFile(key: string): Promise<WaitingFile | undefined> {
  return get<WaitingFile>(key, files());
}

export async function removeWaitingFile(key: string): Promise<void> {
  await del(key, files());
  announce();
}

export async function refuseWaitingFile(key: string, messageId: string): Promise<void> {
  const file = await get<WaitingFile>(key, files());
  if (file) await set(key, { ...file, refused: messageId }, files());
  announce();
}

/** Removes the account's files waiting for a draft that is gone (deleted by the person on this device). */
export async function removeWaitingFilesOf(account: string, applicationId: string): Promise<void> {
  const gone = (await waitingFiles(account)).filter((file) => file.spot && 'applicationId' in file.spot && file.spot.applicationId === applicationId);
  for (const file of gone) await del(file.key, files());
  if (gone.length) announce();
}
