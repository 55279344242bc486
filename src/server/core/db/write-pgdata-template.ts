// Build step (scripts/build-server.mjs): writes the migrated empty database that a first
// start on an empty data folder copies (pgdata-template.ts), or into the folder named as its
// argument (tests). PGlite works in the folder itself and is closed, which shuts PostgreSQL
// down cleanly: the copy needs no recovery.
import fs from 'node:fs';
import Fastify from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import { startQueue, startScheduleClock } from '../queue';
import { createDailySchedules } from '../../daily-jobs';
import { pgliteHandle } from './connect';
import { migrate } from './migrate';
import { pgdataTemplateDir } from './pgdata-template';
import { PGLITE_OPTIONS } from './open-pglite';

const dir = process.argv[2] ?? pgdataTemplateDir;
fs.rmSync(dir, { recursive: true, force: true });
const client = new PGlite(dir, PGLITE_OPTIONS);
await client.waitReady;
const handle = pgliteHandle(client);
await migrate(handle);
// the job queue's own tables and the daily jobs' queues, which the first start would create
const log = Fastify({ logger: { level: 'warn' } }).log;
const queue = await startQueue(handle, log);
await createDailySchedules(queue);
// and the queue through which the schedule clock sends the jobs it fires
const clock = await startScheduleClock(handle, log);
await clock.stop({ graceful: false, wait: true });
await queue.stop({ graceful: false, wait: true });
await handle.close();
