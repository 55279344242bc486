import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Bytes received into a temporary file, not yet in the store. */
export interface StagedBlob {
  tempPath: string;
  sha256: string;
  size: number;
}

/** Thrown by `receive` when the stream is longer than allowed. */
export class BlobTooLargeError extends Error {
  constructor() {
    super('The file is larger than the limit');
    this.name = 'BlobTooLargeError';
  }
}

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * Files stored by content: `<root>/<first 2 hex of the SHA-256>/<SHA-256>`. The same bytes are
 * kept once however often they are uploaded. Writes go to `<root>/tmp` and are renamed into
 * place, so a reader never sees half a file. Keeping the interface small (receive, commit,
 * open, remove) leaves room for an S3-compatible implementation when the API runs on several
 * machines.
 */
export function contentStore(root: string) {
  const tempDir = path.join(root, 'tmp');
  const pathOf = (sha256: string) => {
    if (!SHA256.test(sha256)) throw new Error(`Not a SHA-256: ${sha256}`);
    return path.join(root, sha256.slice(0, 2), sha256);
  };

  return {
    pathOf,

    /** Streams `source` to a temporary file, hashing and counting as it goes. */
    async receive(source: Readable, maxBytes: number): Promise<StagedBlob> {
      await fs.promises.mkdir(tempDir, { recursive: true });
      const tempPath = path.join(tempDir, `${randomUUID()}.part`);
      const hash = createHash('sha256');
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > maxBytes) return done(new BlobTooLargeError());
          hash.update(chunk);
          done(null, chunk);
        },
      });
      try {
        await pipeline(source, meter, fs.createWriteStream(tempPath, { flags: 'wx' }));
      } catch (error) {
        await fs.promises.rm(tempPath, { force: true });
        throw error;
      }
      return { tempPath, sha256: hash.digest('hex'), size };
    },

    /** Moves a staged file into place; when the content is already stored, keeps the old copy. */
    async commit(staged: StagedBlob): Promise<void> {
      const target = pathOf(staged.sha256);
      if (fs.existsSync(target)) {
        await fs.promises.rm(staged.tempPath, { force: true });
        return;
      }
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.rename(staged.tempPath, target);
    },

    discard: (staged: StagedBlob) => fs.promises.rm(staged.tempPath, { force: true }),

    /** Opens stored content for reading; rejects when it is missing. */
    async open(sha256: string): Promise<Readable> {
      const handle = await fs.promises.open(pathOf(sha256), 'r');
      return handle.createReadStream();
    },

    remove: (sha256: string) => fs.promises.rm(pathOf(sha256), { force: true }),
  };
}
export type ContentStore = ReturnType<typeof contentStore>;
