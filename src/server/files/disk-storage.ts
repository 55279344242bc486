import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentKey, hashingMeter, storeUnavailable, type ContentStore, type StagedBlob } from './content-storage';

// Failures of the disk itself (full, read-only, broken, no permission): the store is down,
// not the client's request wrong.
const DISK_DOWN = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO', 'EACCES', 'EPERM', 'EMFILE', 'ENFILE', 'ENOTCONN', 'ESTALE']);

async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw DISK_DOWN.has((error as NodeJS.ErrnoException).code ?? '') ? storeUnavailable(error) : error;
  }
}

/**
 * The content store on local disk, `<root>/ab/ab12…`. Writes go to `<root>/tmp` and are
 * renamed into place (atomic on one file system).
 */
export function diskStore(root: string): ContentStore {
  const tempDir = path.join(root, 'tmp');
  const pathOf = (sha256: string) => path.join(root, ...contentKey(sha256).split('/'));

  return {
    receive: (source, maxBytes) =>
      guarded(async (): Promise<StagedBlob> => {
        await fs.promises.mkdir(tempDir, { recursive: true });
        const location = path.join(tempDir, `${randomUUID()}.part`);
        const meter = hashingMeter(maxBytes);
        try {
          await pipeline(source, meter.stream, fs.createWriteStream(location, { flags: 'wx' }));
        } catch (error) {
          await fs.promises.rm(location, { force: true });
          throw error;
        }
        return { location, ...meter.result() };
      }),

    readStaged: async (staged): Promise<Readable> => fs.createReadStream(staged.location),

    commit: (staged) =>
      guarded(async () => {
        const target = pathOf(staged.sha256);
        if (fs.existsSync(target)) {
          await fs.promises.rm(staged.location, { force: true });
          return;
        }
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        await fs.promises.rename(staged.location, target);
      }),

    discard: (staged) => fs.promises.rm(staged.location, { force: true }),

    open: (sha256) =>
      guarded(async () => {
        const handle = await fs.promises.open(pathOf(sha256), 'r');
        return handle.createReadStream();
      }),

    remove: (sha256) => guarded(() => fs.promises.rm(pathOf(sha256), { force: true })),

    check: async () => {
      await fs.promises.mkdir(root, { recursive: true });
      await fs.promises.access(root, fs.constants.W_OK);
    },
  };
}
