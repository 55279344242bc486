import { useCallback, useEffect, useRef, useState } from 'react';
import type { FileRef } from './file-ref';
import { FileTransportError, type FileTransport } from './file-transport';

/** A file on its way up, or one that failed (then it has a message id). */
export interface PendingUpload {
  key: string;
  name: string;
  progress: number;
  error?: string;
}

interface Options {
  transport: FileTransport;
  documentType: string;
  /** Called once per stored file, in the order they finish. */
  onUploaded: (ref: FileRef) => void;
}

let nextKey = 0;

/** Uploads files in parallel, with progress, cancel, and a count of the files each batch stored. */
export function useFileUploads({ transport, documentType, onUploaded }: Options) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [uploadedCount, setUploadedCount] = useState(0);
  const controllers = useRef(new Map<string, AbortController>());
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);
  useEffect(() => {
    const open = controllers.current;
    return () => open.forEach((controller) => controller.abort());
  }, []);

  const update = (key: string, change: Partial<PendingUpload> | null) =>
    setPending((list) => (change ? list.map((p) => (p.key === key ? { ...p, ...change } : p)) : list.filter((p) => p.key !== key)));

  const start = useCallback(
    async (files: File[]) => {
      setUploadedCount(0);
      const jobs = files.map(async (file) => {
        const key = `upload-${(nextKey += 1)}`;
        const controller = new AbortController();
        controllers.current.set(key, controller);
        setPending((list) => [...list, { key, name: file.name, progress: 0 }]);
        try {
          const ref = await transport.upload(file, documentType, (progress) => update(key, { progress }), controller.signal);
          update(key, null);
          uploaded.current(ref);
          return true;
        } catch (error) {
          if ((error as Error).name === 'AbortError') update(key, null);
          else update(key, { error: error instanceof FileTransportError ? error.messageId : 'errors.uploadFailed' });
          return false;
        } finally {
          controllers.current.delete(key);
        }
      });
      const stored = (await Promise.all(jobs)).filter(Boolean).length;
      setUploadedCount(stored);
    },
    [transport, documentType],
  );

  const cancel = useCallback((key: string) => controllers.current.get(key)?.abort(), []);
  const dismiss = useCallback((key: string) => update(key, null), []);

  return { pending, uploadedCount, start, cancel, dismiss };
}
