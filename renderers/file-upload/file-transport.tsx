import { createContext, useContext, type ReactNode } from 'react';
import type { FileRef } from './file-ref';

/** Fresh, short-lived links to a file's bytes (they need no Authorization header). */
export interface FileLinks {
  download_url: string;
  preview_url: string | null;
}

/**
 * How the fileUpload renderer talks to the file API. Renderers may not import src/api, so the
 * app provides one (createXhrFileTransport with the session's token and refresh); stories and
 * tests provide their own.
 */
/** How one upload goes. */
export interface UploadOptions {
  /**
   * The caller's own name for this file, the same on every retry of it (a file kept on the
   * device sends its key): the API answers the file stored the first time instead of storing
   * another (`Idempotency-Key`; 8–100 of `A–Z a–z 0–9 . _ : -`).
   */
  onceKey?: string;
}

export interface FileTransport {
  upload(file: File, documentType: string, onProgress: (fraction: number) => void, signal: AbortSignal, options?: UploadOptions): Promise<FileRef>;
  links(id: string): Promise<FileLinks>;
  /** The signed-in account: files attached offline are kept for it and sent only under it. */
  account?(): string | null;
}

/** A failure with the message id to show. */
export class FileTransportError extends Error {
  constructor(readonly messageId: string) {
    super(messageId);
    this.name = 'FileTransportError';
  }
}

const missing: FileTransport = {
  upload: () => Promise.reject(new FileTransportError('errors.uploadFailed')),
  links: () => Promise.reject(new FileTransportError('errors.downloadFailed')),
};

const FileTransportContext = createContext<FileTransport>(missing);

/** Gives the fileUpload renderers below it their way to the API. */
export function FileTransportProvider({ transport, children }: { transport: FileTransport; children: ReactNode }) {
  return <FileTransportContext.Provider value={transport}>{children}</FileTransportContext.Provider>;
}

export const useFileTransport = () => useContext(FileTransportContext);
