import { FileTransportError } from './file-transport';

/**
 * Downloads a document's bytes through fetch and hands them to the browser as a file, so that
 * a refusal is told on the page (in the person's language) instead of the browser leaving the
 * page for the server's JSON error, or failing in its download bar. A document is at most
 * MAX_UPLOAD_BYTES (20 MB by default), which a tab holds easily. Throws a FileTransportError
 * naming the message to show.
 */
export async function downloadDocument(url: string, name: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
  if (!response?.ok) {
    const body = (await response?.json().catch(() => null)) as { messageId?: unknown } | null | undefined;
    throw new FileTransportError(body?.messageId === 'errors.storeUnavailable' ? 'errors.storeUnavailableDownload' : 'errors.downloadFailed');
  }
  const href = URL.createObjectURL(await response.blob());
  const anchor = Object.assign(document.createElement('a'), { href, download: name, rel: 'noopener' });
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // the browser has taken the bytes once the click is handled; a moment later they can go
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** The message id of a failed download. */
export const downloadProblem = (error: unknown) => (error instanceof FileTransportError ? error.messageId : 'errors.downloadFailed');
