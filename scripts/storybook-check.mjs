// Builds Storybook, then opens every story in Debian's Chromium and fails on a render
// error, an uncaught exception or a console error.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const outDir = process.env.STORYBOOK_OUT ?? fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-'));
const build = spawnSync('npx', ['storybook', 'build', '-o', outDir, '--quiet', '--disable-telemetry'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) process.exit(build.status ?? 1);

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };
const server = http.createServer((req, res) => {
  const file = path.join(outDir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
  if (!file.startsWith(outDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  fs.createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const index = JSON.parse(fs.readFileSync(path.join(outDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const failures = [];
let passed = 0;
for (const story of stories) {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    // a failed load is reported below with its address
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} for ${response.url()}`);
  });
  await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`);
  try {
    await page.waitForFunction(() => document.querySelector('#storybook-root')?.childElementCount > 0, null, { timeout: 15_000 });
    await page.waitForTimeout(300);
    const shownError = await page.locator('.sb-show-errordisplay').count();
    if (shownError) problems.push(`render error: ${await page.locator('#error-message').innerText()}`);
  } catch {
    problems.push('the story rendered nothing within 15 s');
  }
  await page.close();
  if (problems.length) failures.push(`${story.title} › ${story.name}\n    ${problems.join('\n    ')}`);
  else passed += 1;
}
await browser.close();
server.close();
if (!process.env.STORYBOOK_OUT) fs.rmSync(outDir, { recursive: true, force: true });
for (const failure of failures) console.error(`✖ ${failure}`);
console.log(`storybook: ${passed} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
