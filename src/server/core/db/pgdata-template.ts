import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * An embedded database already created and migrated, written by the server's build
 * (scripts/build-server.mjs through write-pgdata-template.ts). A first start on an empty data
 * folder copies it instead of running PostgreSQL's initdb and every migration in WebAssembly.
 * It is a plain data folder shut down cleanly: a copy opens without recovery, and copying
 * ~1,100 files natively is faster than unpacking an archive through PGlite's file system
 * (measured in docs/performance.md "`npm start`"). Structure only: no account and no key (the JWT
 * secret is made at the first start). A template older than the migrations is fine: the start
 * applies the ones it lacks.
 */
export const pgdataTemplateDir = fileURLToPath(new URL('../../../../dist/server/pgdata-template', import.meta.url));

/**
 * Puts a copy of the template at `dir` when there is no database there yet (the folder is
 * missing or empty) and the server was built; false otherwise. The copy is made beside `dir`
 * and renamed into place, so a start stopped halfway leaves no half database behind.
 */
export function copyPgdataTemplate(dir: string, template = pgdataTemplateDir): boolean {
  if (!fs.existsSync(path.join(template, 'PG_VERSION'))) return false;
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) return false;
  const partial = `${dir}.copying-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(template, partial, { recursive: true });
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(partial, dir);
  return true;
}
