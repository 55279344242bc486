import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../../src/server/core/config';
import { startS3Server } from './s3-server';

/**
 * The two content stores, for tests that must hold for both: where the API is told to keep
 * files, and what a test can see of the store itself (the stored copies of some content,
 * the temporary uploads left behind).
 */
export interface StoreUnderTest {
  config: Partial<ServerConfig>;
  /** Stored copies of the content with this hash (0 or 1). */
  copiesOf(server: ServerConfig, sha256: string): Promise<string[]>;
  temporaryUploads(server: ServerConfig): Promise<string[]>;
  close(): Promise<void>;
}

const listDir = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

async function diskStoreUnderTest(): Promise<StoreUnderTest> {
  return {
    config: {},
    copiesOf: async (server, sha256) => listDir(path.join(server.dataDir, 'files', sha256.slice(0, 2))).filter((f) => f === sha256),
    temporaryUploads: async (server) => listDir(path.join(server.dataDir, 'files', 'tmp')),
    close: async () => {},
  };
}

async function s3StoreUnderTest(): Promise<StoreUnderTest> {
  const s3 = await startS3Server();
  return {
    config: s3.config('portal'),
    copiesOf: async (_server, sha256) => s3.keys(`portal/${sha256.slice(0, 2)}/${sha256}`),
    temporaryUploads: async () => s3.keys('portal/tmp/'),
    close: () => s3.close(),
  };
}

export const storesUnderTest = [
  { name: 'local disk', start: diskStoreUnderTest },
  { name: 'S3-compatible storage (s3rver)', start: s3StoreUnderTest },
];
