import type { FastifyRequest } from 'fastify';
import { ApiError } from '../core/errors';
import { BlobTooLargeError, type ContentStore, type StagedBlob } from './content-storage';
import { cleanFileName } from './names';

export interface ReceivedUpload {
  documentType: string;
  name: string;
  staged: StagedBlob;
}

const DOCUMENT_TYPE = /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,119}$/;

export const fileTooLarge = () => new ApiError(413, 'errors.fileTooLarge', 'The file is larger than the limit');

const missing = (part: string, keyword = 'required') =>
  new ApiError(400, 'errors.invalidRequest', `Invalid request: /body/${part}`, [
    { path: `/body/${part}`, keyword, messageId: `validation.errors.${keyword}` },
  ]);

// Errors of a request that is not well-formed multipart (busboy's own) or breaks its limits.
function requestError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof BlobTooLargeError) return fileTooLarge();
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge();
  if (code?.startsWith('FST_') || /^(Multipart|Unexpected end of|Malformed)/i.test(message ?? '')) {
    return new ApiError(400, 'errors.invalidRequest', `Unreadable multipart body: ${message}`);
  }
  return undefined;
}

/**
 * Reads the parts of an upload: `document_type` and one `file`, which is streamed into the
 * store's temporary area. The caller commits or discards what comes back.
 */
export async function receiveUpload(request: FastifyRequest, store: ContentStore, maxBytes: number): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw new ApiError(415, 'errors.unsupportedMediaType', 'Send the file as multipart/form-data');
  }
  let staged: StagedBlob | undefined;
  let name = '';
  let documentType: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'document_type') documentType = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || staged) {
        part.file.resume();
        throw missing(part.fieldname, 'additionalProperties');
      }
      staged = await store.receive(part.file, maxBytes);
      name = cleanFileName(part.filename);
      if (part.file.truncated) throw fileTooLarge();
    }
    if (!staged) throw missing('file');
    if (documentType === undefined) throw missing('document_type');
    if (!DOCUMENT_TYPE.test(documentType)) throw missing('document_type', 'pattern');
    return { documentType, name, staged };
  } catch (error) {
    if (staged) await store.discard(staged);
    throw requestError(error) ?? error;
  }
}
