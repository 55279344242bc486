import path from 'node:path';
import type { ServerConfig } from '../core/config';
import type { ContentStore } from './content-storage';
import { diskStore } from './disk-storage';
import { s3Store } from './s3-storage';

/** `s3://bucket/prefix` → bucket and prefix; anything else is a configuration mistake. */
export function parseFileStore(value: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(value.trim());
  if (!match) throw new Error(`FILE_STORE must look like s3://bucket/prefix, not ${JSON.stringify(value)}`);
  return { bucket: match[1], prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, '') };
}

/**
 * The one content store of this process: S3-compatible object storage when `FILE_STORE` is
 * set (so that every process on every machine sees the same files), else `DATA_DIR/files`.
 */
export function createContentStore(config: Pick<ServerConfig, 'fileStore' | 'dataDir' | 's3'>): ContentStore {
  if (!config.fileStore) return diskStore(path.join(config.dataDir, 'files'));
  return s3Store({ ...parseFileStore(config.fileStore), ...config.s3 });
}
