// `npm start`: builds the app and the API server when their sources are newer than the last
// build (both builds side by side), runs the built server (plain Node, no TypeScript
// transpiling at start) as soon as its own build is there, and serves the app on PORT
// (default 8080) once the app's build has landed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const viteScript = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
const sources = ['src', 'renderers', 'schemas', 'locales', 'index.html', 'vite.config.ts', 'package.json', 'scripts/build-server.mjs', 'scripts/prevalidated-openapi-validator.mjs'];
const clientStamp = 'dist/client/build-meta.json';
const serverEntry = 'dist/server/main.js'; // scripts/build-server.mjs writes it
const pgdataTemplateDir = 'dist/server/pgdata-template';

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

const builtAt = (stamp) => (fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0);
const sourcesChangedAt = Math.max(...sources.map(newestMtime));

function buildClient() {
  console.log('Building the app…');
  // quicker compression and no source maps: vite.config.ts. A larger young generation: the
  // build makes short-lived objects by the million, and Node's default 16 MB spaces collected
  // them about twice as often (about a second and a half less at load 9: docs/performance.md)
  // Vite's own script run by this Node, not through npx (half a second of npm's start)
  const build = spawn(process.execPath, ['--max-semi-space-size=32', viteScript, 'build', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, PORTAL_BUILD: 'start' } });
  return new Promise((resolve, reject) =>
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`)))),
  );
}

const fail = (error) => {
  console.error(error.message);
  process.exit(1);
};

// The app's build and the server's run side by side; the server starts as soon as its own
// build is there and, while the app still builds, opens its database, migrates and loads, then
// waits to be told the app's files have landed before it answers (src/server/main.ts).
const clientBuild = sourcesChangedAt > builtAt(clientStamp) ? buildClient() : undefined;
let server;
clientBuild?.catch((error) => {
  server?.kill('SIGTERM');
  fail(error);
});
// esbuild is loaded only when the server needs building
// The database template (a migrated empty data folder a start on an empty folder copies:
// src/server/core/db/pgdata-template.ts) is written after the server answers, not before it
// starts: a first start on a fresh clone made it and copied it once, in a process of its own,
// which cost two seconds more than the server making its database itself.
if (sourcesChangedAt > builtAt(serverEntry)) await import('./build-server.mjs').then(({ buildServer }) => buildServer({ template: false })).catch(fail);

// glibc's malloc keeps an arena per thread that allocated (libuv's pool, V8's helpers), each
// holding what was freed: two arenas held about 50 MB less after start and reads on PGlite
// (docs/performance.md, "Memory"); a value set outside wins
const env = { MALLOC_ARENA_MAX: '2', ...process.env, ...(clientBuild ? { CLIENT_BUILD_PENDING: '1' } : {}) };
// the channel: the server is told when the app's build has landed, and tells when it listens
server = spawn(process.execPath, ['--enable-source-maps', serverEntry], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env });
clientBuild?.then(() => server.connected && server.send({ clientBuilt: true }), () => undefined);
let templateWriter;
server.on('message', (message) => {
  if (message?.listening) templateWriter = writeTemplateWhenMissing();
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  templateWriter?.kill('SIGTERM');
  process.exit(code ?? 0);
});

/**
 * Writes the database template in the background, at the lowest priority, when the server
 * runs on embedded PGlite and the template is missing or older than the server's build. A
 * writer stopped with the server leaves no half template (write-pgdata-template.ts).
 */
function writeTemplateWhenMissing() {
  if (process.env.DATABASE_URL) return undefined; // PostgreSQL, or PGlite in memory: never copied
  // the folder's own time: PostgreSQL's files carry the times PGlite's packaged files had
  if (fs.existsSync(path.join(pgdataTemplateDir, 'PG_VERSION')) && builtAt(pgdataTemplateDir) >= builtAt(serverEntry)) return undefined;
  const writer = spawn(process.execPath, ['dist/server/write-pgdata-template.js'], { stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    os.setPriority(writer.pid, 19);
  } catch {
    // not allowed here: it runs at the server's priority
  }
  writer.on('exit', () => (templateWriter = undefined));
  return writer;
}
