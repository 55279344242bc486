// Build step (scripts/build-server.mjs): writes the migrated empty database that a first
// start on an empty data folder unpacks (pgdata-template.ts).
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteHandle } from './connect';
import { migrate } from './migrate';
import { pgdataTemplateFile } from './pgdata-template';

const client = new PGlite();
await client.waitReady;
const handle = pgliteHandle(client);
await migrate(handle);
const dump = await client.dumpDataDir('gzip');
fs.mkdirSync(path.dirname(pgdataTemplateFile), { recursive: true });
fs.writeFileSync(pgdataTemplateFile, Buffer.from(await dump.arrayBuffer()));
await handle.close();
