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
export interface FileTransport {
  upload(file: File, documentType: string, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<FileRef>;
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
