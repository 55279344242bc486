import { isFileRef, toFileRef, type FileRef } from './file-ref';
import { FileTransportError, type FileLinks, type FileTransport, type UploadOptions } from './file-transport';

export interface XhrFileTransportOptions {
  /** The API base, `/api`. */
  baseUrl?: string;
  /** The current access token (src/api/session.ts: `getSession()?.accessToken`). */
  getAccessToken: () => string | null | undefined;
  /** Refreshes the tokens once after a 401 (src/api/refresh.ts: `refreshSession`). */
  refresh: () => Promise<boolean>;
  /** The signed-in account (src/api/session.ts: `getSession()?.id`). */
  getAccount?: () => number | string | null | undefined;
}

interface Answer {
  status: number;
  body: unknown;
}

// Messages the API may answer an upload with that the renderer shows as they are.
const UPLOAD_MESSAGES = new Set(['errors.fileTooLarge', 'errors.invalidFileType', 'errors.idempotencyKeyReused', 'errors.storeUnavailable']);

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/**
 * The file API over XMLHttpRequest, which, unlike fetch, reports upload progress. A 401 is
 * retried once after a token refresh, like the openapi-fetch client does.
 */
export function createXhrFileTransport(options: XhrFileTransportOptions): FileTransport {
  const base = options.baseUrl ?? '/api';
  const authorization = (): Record<string, string> => {
    const token = options.getAccessToken();
    return token ? { Authorization: `Bearer ${token}` } : {};
  };

  async function withRefresh(send: () => Promise<Answer>): Promise<Answer> {
    const answer = await send();
    if (answer.status !== 401 || !(await options.refresh())) return answer;
    return send();
  }

  function post(file: File, documentType: string, onProgress: (fraction: number) => void, signal: AbortSignal, options: UploadOptions) {
    return new Promise<Answer>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${base}/files`);
      for (const [name, value] of Object.entries(authorization())) xhr.setRequestHeader(name, value);
      if (options.onceKey !== undefined) xhr.setRequestHeader('Idempotency-Key', options.onceKey);
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
      xhr.addEventListener('load', () => resolve({ status: xhr.status, body: parse(xhr.responseText) }));
      xhr.addEventListener('error', () => reject(new FileTransportError('errors.uploadFailed')));
      xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
      const form = new FormData();
      // document_type first: the API reads the parts in order, as a stream.
      form.append('document_type', documentType);
      form.append('file', file, file.name);
      xhr.send(form);
    });
  }

  return {
    account: () => (options.getAccount?.() ?? null)?.toString() ?? null,

    async upload(file, documentType, onProgress, signal, uploadOptions = {}): Promise<FileRef> {
      const answer = await withRefresh(() => post(file, documentType, onProgress, signal, uploadOptions));
      // 200: sent before under the same onceKey (its answer was lost); the file stored then
      if ((answer.status === 201 || answer.status === 200) && isFileRef(answer.body)) return toFileRef(answer.body);
      const messageId = (answer.body as { messageId?: unknown } | null)?.messageId;
      throw new FileTransportError(
        typeof messageId === 'string' && UPLOAD_MESSAGES.has(messageId) ? messageId : 'errors.uploadFailed',
      );
    },

    async links(id): Promise<FileLinks> {
      const answer = await withRefresh(async () => {
        const response = await fetch(`${base}/files/${encodeURIComponent(id)}`, { headers: authorization() });
        return { status: response.status, body: response.ok ? await response.json() : null };
      }).catch(() => null);
      const body = answer?.body as FileLinks | null | undefined;
      if (answer?.status !== 200 || typeof body?.download_url !== 'string') throw new FileTransportError('errors.downloadFailed');
      return { download_url: body.download_url, preview_url: body.preview_url ?? null };
    },
  };
}
