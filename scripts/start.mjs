// `npm start`: builds the app and the API server when their sources are newer than the last
// build (both builds side by side), then runs the built server (plain Node, no TypeScript
// transpiling at start) and serves the app on PORT (default 8080).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const sources = ['src', 'renderers', 'schemas', 'locales', 'index.html', 'vite.config.ts', 'package.json', 'scripts/build-server.mjs', 'scripts/prevalidated-openapi-validator.mjs'];
const clientStamp = 'dist/client/build-meta.json';
const serverEntry = 'dist/server/main.js'; // scripts/build-server.mjs writes it

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
  // quicker compression and no source maps: vite.config.ts
  const build = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, PORTAL_BUILD: 'start' } });
  return new Promise((resolve, reject) =>
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`)))),
  );
}

try {
  await Promise.all([
    sourcesChangedAt > builtAt(clientStamp) ? buildClient() : undefined,
    // esbuild is loaded only when the server needs building
    sourcesChangedAt > builtAt(serverEntry) ? import('./build-server.mjs').then(({ buildServer }) => buildServer()) : undefined,
  ]);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

// glibc's malloc keeps an arena per thread that allocated (libuv's pool, V8's helpers), each
// holding what was freed: two arenas held about 50 MB less after start and reads on PGlite
// (docs/performance.md, "Memory"); a value set outside wins
const env = { MALLOC_ARENA_MAX: '2', ...process.env };
const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
