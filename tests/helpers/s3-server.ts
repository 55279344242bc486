import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import S3rver from 's3rver';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { ServerConfig } from '../../src/server/core/config';

const BUCKET = 'portal-files';
// s3rver's own keys; it checks request signatures against them
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-compatible server (s3rver) over HTTP on a free port of this machine, with one
 * bucket, its objects in a temporary folder. It can be stopped and started again on the same
 * port with the same objects, to see how the API behaves while its store is down.
 */
export async function startS3Server() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
  let port = 0;
  let running: S3rver | undefined;

  async function start() {
    running = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
    port = (await running.run()).port;
  }

  async function stop() {
    if (!running) return;
    const http = (running as unknown as { httpServer: Server }).httpServer;
    const closed = running.close();
    // the SDK keeps connections alive; cut them so the store is really gone
    http.closeAllConnections();
    await closed;
    running = undefined;
  }

  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });

  return {
    bucket: BUCKET,
    endpoint,
    /** Server settings that put the API's files in this bucket under `prefix`. */
    config(prefix = 'portal'): Pick<ServerConfig, 'fileStore' | 's3'> {
      return { fileStore: `s3://${BUCKET}/${prefix}`, s3: { endpoint, region: 'us-east-1', credentials } };
    },
    /** Every key in the bucket under `prefix`. */
    async keys(prefix: string): Promise<string[]> {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
        token = page.NextContinuationToken;
      } while (token);
      return keys;
    },
    start,
    stop,
    async close() {
      await stop();
      client.destroy();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;
