import type { FileRef } from './file-ref';
import { WAITING_FILES_EVENT } from './waiting-files-event';

/**
 * What the page's sender of files kept offline (src/features/offline/files-sender.ts) and the
 * fields showing them share (issue 32): which fields are on screen to take a file once the
 * server stored it, and which file is on its way up now.
 */

/** The fields on screen now, by their key (fieldKeyOf: the form's draft step or copy, else the page's address; # the field's id): each takes the reference of its file once stored. */
export const shownFields = new Map<string, (ref: FileRef) => void>();

/** Called by a field while it is on screen: its files then join it, not the draft behind it. */
export function showField(field: string, take: (ref: FileRef) => void): () => void {
  shownFields.set(field, take);
  // a file that waited for this field to be shown may go now
  globalThis.dispatchEvent?.(new Event(WAITING_FILES_EVENT));
  return () => {
    if (shownFields.get(field) === take) shownFields.delete(field);
  };
}

export interface SendingNow {
  key: string;
  /** 0–1 */
  progress: number;
  /** Stops the upload: the person removed the file while it went. */
  cancel: () => void;
}

let sending: SendingNow | null = null;
const listeners = new Set<() => void>();

export const sendingNow = (): SendingNow | null => sending;

export function setSendingNow(next: SendingNow | null): void {
  sending = next;
  for (const listener of listeners) listener();
}

export function subscribeSending(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
