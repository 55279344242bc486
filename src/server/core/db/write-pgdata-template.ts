// Writes the migrated empty database that a first start on an empty data folder copies
// (pgdata-template.ts), or into the folder named as its argument (tests). `npm start` runs it in
// the background once the server answers (scripts/start.mjs); `node scripts/build-server.mjs` too. PGlite works in the folder itself and is closed, which shuts PostgreSQL
// down cleanly: the copy needs no recovery.
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import { startQueue, startScheduleClock } from '../queue';
import { createDailySchedules } from '../../daily-jobs';
import { pgliteHandle } from './connect';
import { migrate } from './migrate';
import { pgdataTemplateDir } from './pgdata-template';
import { PGLITE_OPTIONS } from './open-pglite';

const dir = process.argv[2] ?? pgdataTemplateDir;
// written beside its place and renamed into it: a writer stopped halfway (npm start writes it in
// the background: scripts/start.mjs) leaves no half template for a start to copy
const writing = `${dir}.writing-${process.pid}`;
const parent = path.dirname(dir);
for (const name of fs.existsSync(parent) ? fs.readdirSync(parent) : []) {
  if (name.startsWith(`${path.basename(dir)}.writing-`)) fs.rmSync(path.join(parent, name), { recursive: true, force: true });
}
const client = new PGlite(writing, PGLITE_OPTIONS);
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
fs.rmSync(dir, { recursive: true, force: true });
fs.renameSync(writing, dir);
