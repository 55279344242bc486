import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { connectDatabase } from '../../../src/server/core/db/connect';
import { migrate } from '../../../src/server/core/db/migrate';
import { startQueue } from '../../../src/server/core/queue';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-queue-stop-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// pg-boss records a finished job without waiting for the record (its worker calls `complete`
// and moves on). A job that outlives the queue's graceful stop finishes after the server closed
// the database: that record failed as an unhandled rejection, which ends a Node process.
describe('stopping the job queue while a job still runs', () => {
  it('closes the database without an unhandled failure when the job ends after it', async () => {
    const database = await connectDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir });
    await migrate(database);
    const boss = await startQueue(database, Fastify({ logger: false }).log);
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      await boss.createQueue('slow-probe');
      let started = false;
      let finished = false;
      await boss.work('slow-probe', { pollingIntervalSeconds: 0.5 }, async () => {
        started = true;
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        finished = true;
      });
      await boss.send('slow-probe', {});
      await vi.waitFor(() => expect(started).toBe(true), { timeout: 30_000, interval: 50 });
      // the server's close: the queue waits (here 1 s), gives up, and the database goes
      await boss.stop({ graceful: true, wait: true, timeout: 1_000 });
      await database.close();
      await vi.waitFor(() => expect(finished).toBe(true), { timeout: 30_000, interval: 50 });
      // time for the job's record to be asked, and to fail if it were going to
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  }, 30_000);
});
