// What every Lighthouse benchmark shares (lighthouse.bench.mjs, lighthouse-public.bench.mjs):
// the production build served by the portal's own server with the demo data, Chromium with a
// debugging port, Lighthouse 12's mobile preset (simulated slow 4G and a 4× slower CPU) on a
// first visit, and one line of figures per page. Figures only, no asserts.
// A phone meets the portal over HTTPS with HTTP/2 (docs/deploy.md: nginx `listen 443 ssl http2`),
// which is what changes the most on a slow network: one connection carries every script, and
// browsers accept brotli only over HTTPS. So by default the server is given a throwaway
// certificate (TLS_CERT_FILE) and speaks HTTP/2 itself, as it would without a proxy.
// Settings (environment): LIGHTHOUSE_RUNS: runs per page, the median printed with each run's
// score; BENCH_CLIENT_DIR: another build, e.g. an older commit's, to compare; LIGHTHOUSE_SAVE=<dir>:
// keep each run's whole report as JSON there; LIGHTHOUSE_HTTP=1: plain HTTP/1.1 instead of
// HTTPS; LIGHTHOUSE_ONLY=<text>: only the pages whose label holds it, e.g. `wizard`.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const clientDir = process.env.BENCH_CLIENT_DIR ?? 'dist/client';

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Starts the server with `serverEnv` over the demo data and a fresh data folder, and Chromium,
 * then runs `pages({ base, context, measure })`: `measure(label, url, { signedIn })` prints
 * that page's figures (`signedIn`: keep the browser's cookies, the session's among them).
 * Everything started is stopped afterwards, whatever happened.
 */
export async function benchLighthouse(serverEnv, pages) {
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) {
    console.error(`No build in ${clientDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-bench-'));
  const port = await freePort();
  const overHttps = process.env.LIGHTHOUSE_HTTP !== '1';
  const base = `${overHttps ? 'https' : 'http'}://127.0.0.1:${port}`;
  const tlsEnv = {};
  if (overHttps) {
    tlsEnv.TLS_CERT_FILE = path.join(dataDir, 'cert.pem');
    tlsEnv.TLS_KEY_FILE = path.join(dataDir, 'key.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', tlsEnv.TLS_KEY_FILE, '-out', tlsEnv.TLS_CERT_FILE], { stdio: 'ignore' });
  }
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, ...tlsEnv, PORT: String(port), HOST: '127.0.0.1', CLIENT_DIR: clientDir, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: 'on', LOG_LEVEL: 'warn', ...serverEnv },
  });
  // the health check and the pages' own requests are this script's: trust the throwaway certificate
  if (overHttps) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const debuggingPort = await freePort();
  let context;
  try {
    for (let i = 0; ; i += 1) {
      const up = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
      if (up) break;
      if (i > 240) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // a persistent context: Lighthouse's tabs open in it and share the sign-in cookie
    context = await chromium.launchPersistentContext(path.join(dataDir, 'chromium'), {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      locale: 'el-GR',
      ignoreHTTPSErrors: overHttps,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', `--remote-debugging-port=${debuggingPort}`, ...(overHttps ? ['--ignore-certificate-errors'] : [])],
    });
    const cdp = await context.newCDPSession(context.pages()[0] ?? (await context.newPage()));

    const measure = async (label, url, { signedIn = false } = {}) => {
      if (process.env.LIGHTHOUSE_ONLY && !label.includes(process.env.LIGHTHOUSE_ONLY)) return;
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        if (signedIn) await cdp.send('Network.clearBrowserCache'); // Lighthouse clears it only with the cookies
        const result = await lighthouse(url, {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // keep the session cookie of the signed-in pages
          disableStorageReset: signedIn,
        });
        const { categories, audits } = result.lhr;
        if (process.env.LIGHTHOUSE_SAVE) {
          fs.mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
          fs.writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, `${label.replace(/\W+/g, '_')}-${i}.json`), JSON.stringify(result.lhr));
        }
        runs.push({
          score: Math.round(categories.performance.score * 100),
          lcp: audits['largest-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
          script: audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
          finalUrl: result.lhr.finalDisplayedUrl,
          protocol: audits['network-requests']?.details?.items?.[0]?.protocol ?? '?',
        });
      }
      const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
      const each = runs.length > 1 ? `   runs ${runs.map((r) => r.score).join(' ')}` : '';
      console.log(
        `  ${label.padEnd(34)} score ${String(median('score')).padStart(3)}   LCP ${(median('lcp') / 1000).toFixed(1).padStart(5)} s   TBT ${String(Math.round(median('tbt'))).padStart(5)} ms   CLS ${median('cls').toFixed(2)}   script ${(median('script') / 1000).toFixed(0).padStart(4)} kB   ${runs[0].protocol}${each}   (${runs[0].finalUrl.replace(base, '')})`,
      );
    };

    console.log(`Lighthouse 12, mobile preset (simulated slow 4G, CPU ×4), first visit, ${clientDir}, ${RUNS} run(s) each, median; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}:`);
    console.log(`  ${'goal (issue "Fast on a farmer\'s phone")'.padEnd(34)} score ≥90   LCP ≤ 2.5 s   TBT ≤  200 ms   CLS ≤ 0.10`);
    await pages({ base, context, measure });
  } finally {
    await context?.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
