import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { UnavailableError } from '../core/errors';

/** Bytes received into the store's temporary area, not yet stored under their hash. */
export interface StagedBlob {
  /** Where the bytes wait: a temporary file (disk) or key (object storage). */
  location: string;
  sha256: string;
  size: number;
}

/**
 * Files stored by content: under `<first 2 hex of the SHA-256>/<SHA-256>`, so the same bytes
 * are kept once however often they are uploaded. An upload is streamed into a temporary
 * place while it is hashed and only then put under its hash, so a reader never sees half a
 * file and memory stays bounded whatever the size. Two implementations: local disk
 * (`disk-store.ts`) and S3-compatible object storage (`s3-store.ts`), chosen once at start
 * (`create-content-store.ts`). A store that cannot be reached throws `storeUnavailable()`.
 */
export interface ContentStore {
  /** Streams `source` to the temporary area, hashing and counting as it goes. */
  receive(source: Readable, maxBytes: number): Promise<StagedBlob>;
  /** The staged bytes again (to read the type from the content). */
  readStaged(staged: StagedBlob): Promise<Readable>;
  /** Puts staged bytes under their hash; when that content is already stored, keeps the old copy. */
  commit(staged: StagedBlob): Promise<void>;
  discard(staged: StagedBlob): Promise<void>;
  /** Opens stored content for reading; rejects when it is missing. */
  open(sha256: string): Promise<Readable>;
  remove(sha256: string): Promise<void>;
  /** Resolves when the store answers, rejects when it does not (`GET /api/health`). */
  check(): Promise<void>;
}

/** Thrown by `receive` when the stream is longer than allowed. */
export class BlobTooLargeError extends Error {
  constructor() {
    super('The file is larger than the limit');
    this.name = 'BlobTooLargeError';
  }
}

/** How long a client is asked to wait before trying again while the store is down. */
export const STORE_RETRY_AFTER_SECONDS = 30;

/** 503 with Retry-After: the bytes cannot be written or read now (`errors.storeUnavailable`). */
export const storeUnavailable = (cause: unknown) =>
  new UnavailableError('errors.storeUnavailable', 'The file store cannot be reached; please try again shortly', STORE_RETRY_AFTER_SECONDS, cause);

const SHA256 = /^[0-9a-f]{64}$/;

/** The key of content by its hash, relative to the store's root: `ab/ab12…`. */
export function contentKey(sha256: string): string {
  if (!SHA256.test(sha256)) throw new Error(`Not a SHA-256: ${sha256}`);
  return `${sha256.slice(0, 2)}/${sha256}`;
}

/** A pass-through that hashes and counts, and fails with BlobTooLargeError past `maxBytes`. */
export function hashingMeter(maxBytes: number) {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new BlobTooLargeError());
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ sha256: hash.digest('hex'), size }) };
}
