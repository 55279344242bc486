import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * An embedded database already created and migrated, written by the server's build
 * (scripts/build-server.mjs through write-pgdata-template.ts). A first start on an empty data
 * folder unpacks it instead of running PostgreSQL's initdb and every migration in WebAssembly
 * (about 2.5 s of a 3.5 s first connection). Structure only: no account and no key (the JWT
 * secret is made at the first start). A template older than the migrations is fine: the start
 * applies the ones it lacks.
 */
export const pgdataTemplateFile = fileURLToPath(new URL('../../../dist/server/pgdata-template.tar.gz', import.meta.url));

/** The template as PGlite's `loadDataDir` takes it, or undefined when the server was not built. */
export function readPgdataTemplate(): Blob | undefined {
  return fs.existsSync(pgdataTemplateFile) ? new Blob([fs.readFileSync(pgdataTemplateFile)]) : undefined;
}
