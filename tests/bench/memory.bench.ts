// `node --expose-gc --import tsx tests/bench/memory.bench.ts`: how much memory the API server
// on PGlite holds, and whose it is (docs/performance.md, "Memory"). Each stage is measured in
// a process of its own, after a full garbage collection: Node alone; PGlite alone (opened on a
// migrated data folder, one query); the whole server started as `npm start` starts it (demo
// data, wizards compiled, demo applications made) and after 2,000 signed-in reads and a few
// lists. Prints process.memoryUsage(), V8's heap and PGlite's WebAssembly memory, in MB.
//   BENCH_MEMORY_STAGE=node|pglite|server (all three when unset, each in a child process)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import type { PGlite } from '@electric-sql/pglite';

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const gc = () => (globalThis as { gc?: () => void }).gc?.();

function report(stage: string, pglite?: PGlite) {
  gc();
  const usage = process.memoryUsage();
  const heap = v8.getHeapStatistics();
  // PGlite's WebAssembly memory: an ArrayBuffer, counted in `arrayBuffers` and `external`
  const wasm = (pglite as unknown as { mod?: { HEAPU8: Uint8Array } } | undefined)?.mod?.HEAPU8.byteLength ?? 0;
  console.log(
    `${stage.padEnd(40)} rss ${mb(usage.rss).padStart(6)}   heap used ${mb(usage.heapUsed).padStart(6)} (total ${mb(usage.heapTotal)}, ` +
      `${mb(heap.total_physical_size)} physical)   external ${mb(usage.external).padStart(6)}   ` +
      `arrayBuffers ${mb(usage.arrayBuffers).padStart(6)}   PGlite wasm ${mb(wasm).padStart(6)}`,
  );
}

async function stage(name: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-memory-'));
  try {
    if (name === 'node') return report('Node alone');
    const { openPglite } = await import('../../src/server/core/db/open-pglite');
    if (name === 'pglite') {
      const pglite = await openPglite({ databaseUrl: undefined, dataDir });
      await pglite.query('select count(*) from pg_class');
      return report('PGlite alone (migrated folder)', pglite);
    }
    const { readConfig } = await import('../../src/server/core/config');
    const { connectDatabase } = await import('../../src/server/core/db/connect');
    const { buildApp } = await import('../../src/server/app');
    const config = { ...readConfig({}), dataDir, databaseUrl: undefined, clientDir: path.join(dataDir, 'client'), logLevel: 'warn', demoData: true, demoApplications: true, rateLimits: false };
    const pglite = openPglite(config);
    const app = await buildApp(config, connectDatabase(config, pglite));
    await app.ready();
    await app.warmWizards();
    await app.seedDemoApplications();
    report('server started (demo data, wizards)', await pglite);
    const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'demo.farmer.gr', password: 'DemoPass2026' } });
    const headers = { authorization: `Bearer ${login.json().access_token}` };
    for (let i = 0; i < 2_000; i += 1) await app.inject({ url: '/api/users/profile', headers });
    for (const url of ['/api/applications', '/api/notifications', '/api/users/profile']) await app.inject({ url, headers });
    report('after 2,000 reads and the lists', await pglite);
    if (process.env.BENCH_HEAP_SNAPSHOT) console.log(`heap snapshot: ${v8.writeHeapSnapshot(process.env.BENCH_HEAP_SNAPSHOT)}`);
    await app.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const only = process.env.BENCH_MEMORY_STAGE;
if (only) await stage(only);
else {
  for (const name of ['node', 'pglite', 'server']) {
    execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', process.argv[1]], { env: { ...process.env, BENCH_MEMORY_STAGE: name }, stdio: 'inherit' });
  }
}
