import { Readable } from 'node:stream';
import { fileTypeFromStream } from 'file-type';

/**
 * Documents the portal accepts, by the type their content shows (magic bytes; for Office
 * Open XML and OpenDocument files, the entries of the zip). Never by name or declared type.
 */
export const acceptedMediaTypes: ReadonlySet<string> = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
]);

/** Types a browser shows by itself, so the API offers a preview link for them. */
export const previewableMediaTypes: ReadonlySet<string> = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/webp']);

/**
 * The accepted media type of some content, or undefined when it is anything else. Reads only
 * as far as the type shows (a zip's entries for Office files), then lets the stream go.
 */
export async function detectAcceptedMediaType(content: Readable): Promise<string | undefined> {
  try {
    const detected = await fileTypeFromStream(Readable.toWeb(content));
    return detected && acceptedMediaTypes.has(detected.mime) ? detected.mime : undefined;
  } finally {
    content.destroy();
  }
}
