// Lighthouse 12, mobile preset, on the public pages of issue 31 (goal: score ≥ 90): the public
// register searched (/public-register?name=papadopoulos) and a certificate's public page (the
// demo certificate: DEMO_APPLICATIONS on, unlike lighthouse.bench.mjs, whose farmer must be
// free to start an organic application). The same setup as lighthouse.bench.mjs (HTTPS with
// HTTP/2, first visit, LIGHTHOUSE_RUNS, LIGHTHOUSE_HTTP, BENCH_CLIENT_DIR); figures only.
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
  env: { ...process.env, ...tlsEnv, PORT: String(port), HOST: '127.0.0.1', CLIENT_DIR: clientDir, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: 'on', DEMO_APPLICATIONS: 'on', LOG_LEVEL: 'warn' },
});
// the health check below is this script's own request: trust the throwaway certificate
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
  const measure = async (label, url, signedIn) => {
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
        script: audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
        finalUrl: result.lhr.finalDisplayedUrl,
        protocol: audits['network-requests']?.details?.items?.[0]?.protocol ?? '?',
      });
    }
    const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
    console.log(
      `  ${label.padEnd(34)} score ${String(median('score')).padStart(3)}   LCP ${(median('lcp') / 1000).toFixed(1).padStart(5)} s   TBT ${String(Math.round(median('tbt'))).padStart(5)} ms   script ${(median('script') / 1000).toFixed(0).padStart(4)} kB   ${runs[0].protocol}   (${runs[0].finalUrl.replace(base, '')})`,
    );
  };

  console.log(`Lighthouse 12, mobile preset (simulated slow 4G, CPU ×4), first visit, ${clientDir}, ${RUNS} run(s) each, median:`);
  console.log(`  ${'goal (issue "Fast on a farmer\'s phone")'.padEnd(34)} score ≥90   LCP ≤ 2.5 s   TBT ≤  200 ms`);
  await measure('/public-register, searched', `${base}/public-register?name=papadopoulos`, false);
  // the demo certificate is made in the second after the first start answers
  let certificate;
  for (let i = 0; !certificate && i < 60; i += 1) {
    const found = await fetch(`${base}/api/public/register?name=papadopoulos`).then((r) => r.json(), () => ({ items: [] }));
    certificate = found.items?.[0]?.verify_path;
    if (!certificate) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!certificate) throw new Error('the demo certificate did not appear');
  await measure('a certificate\'s public page', `${base}${certificate}`, false);
} finally {
  await context?.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
