import type { FileRef } from './file-ref';
import { FileTransportError, type FileTransport } from './file-transport';

// A 1×1 green PNG, so that image previews show something without a server.
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const MINIMAL_PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

export interface MemoryFileTransportOptions {
  /** How long a simulated upload takes, in ms. */
  durationMs?: number;
  /** Makes an upload fail with this message id (as if the API refused it). */
  refuse?: (file: File) => string | null;
  /** Files the form starts with, so that their previews know their type. */
  files?: FileRef[];
}

/**
 * A file API that keeps nothing and calls no server: for stories and demos. Uploads report
 * progress over `durationMs`; links are data/blob URLs.
 */
export function createMemoryFileTransport(options: MemoryFileTransportOptions = {}): FileTransport {
  const duration = options.durationMs ?? 1200;
  const types = new Map((options.files ?? []).map((f) => [f.id, f.media_type]));
  // like the API: an upload sent again with its onceKey answers the file of the first
  const byKey = new Map<string, FileRef>();
  return {
    upload(file, _documentType, onProgress, signal, uploadOptions = {}) {
      const { onceKey } = uploadOptions;
      const before = onceKey === undefined ? undefined : byKey.get(onceKey);
      if (before) return Promise.resolve(before);
      return new Promise<FileRef>((resolve, reject) => {
        const started = Date.now();
        const timer = setInterval(() => {
          const fraction = Math.min(1, (Date.now() - started) / duration);
          onProgress(fraction);
          if (fraction < 1) return;
          clearInterval(timer);
          const refused = options.refuse?.(file);
          if (refused) return reject(new FileTransportError(refused));
          const ref = { id: crypto.randomUUID(), name: file.name, size: file.size, media_type: file.type || 'application/pdf' };
          types.set(ref.id, ref.media_type);
          if (onceKey !== undefined) byKey.set(onceKey, ref);
          resolve(ref);
        }, 100);
        signal.addEventListener('abort', () => {
          clearInterval(timer);
          reject(new DOMException('Upload cancelled', 'AbortError'));
        });
      });
    },
    async links(id) {
      const type = types.get(id) ?? 'application/pdf';
      const url = type.startsWith('image/')
        ? PNG_DATA_URL
        : URL.createObjectURL(new Blob([MINIMAL_PDF], { type: 'application/pdf' }));
      return { download_url: url, preview_url: url };
    },
  };
}
