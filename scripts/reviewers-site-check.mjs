// The reviewers' folder as CI publishes it (issue 50, docs/reviewers.md): `npm run
// reviewers:site` with the real Storybook build, served as a static host would, opened in
// Debian's Chromium. Every link of each landing page must answer; a questionnaire document must
// show its steps; Storybook's own page must list the stories and show one. Fails otherwise.
// Storybook is taken from STORYBOOK_OUT (the build the story check just made, scripts/test.mjs)
// or built here when that folder holds none.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { serveFolder } from './static-folder-server.mjs';

const started = Date.now();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'reviewers-'));
const storybook = process.env.STORYBOOK_OUT ?? path.join(work, 'storybook-static');
const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
if (!fs.existsSync(path.join(storybook, 'index.json'))) run('npx', ['storybook', 'build', '-o', storybook, '--quiet', '--disable-telemetry']);
const site = path.join(work, 'site');
run('npx', ['tsx', 'src/cli/reviewers-site.ts', '--out', site, '--storybook', storybook]);

const server = await serveFolder(site);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage();
// a limit for a page that hangs, not a speed check: beside the browser step at nice 10 this
// check may get a twentieth of the cores on a machine busy with other work (scripts/test.mjs)
const LIMIT_MS = 300_000;
page.setDefaultTimeout(LIMIT_MS);
page.setDefaultNavigationTimeout(LIMIT_MS);
const failures = [];
const links = new Set();
for (const landing of ['index.html', 'index.en.html', 'index.es.html']) {
  const response = await page.goto(`${server.base}/${landing}`);
  if (response?.status() !== 200) failures.push(`${landing}: ${response?.status()}`);
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => a.href));
  if (hrefs.length < 20) failures.push(`${landing}: only ${hrefs.length} links`);
  for (const href of hrefs) links.add(href);
}
for (const href of links) {
  const answer = await page.request.get(href);
  if (answer.status() !== 200) failures.push(`${href.slice(server.base.length)}: ${answer.status()}`);
}

// a questionnaire document reads as one: a heading and its steps
const document = [...links].find((href) => href.includes('/questionnaires/') && href.endsWith('.html'));
if (document) {
  await page.goto(document);
  const steps = await page.locator('h2').count();
  if (steps < 3) failures.push(`${document.slice(server.base.length)}: ${steps} step headings`);
} else failures.push('no questionnaire document is linked');

// Storybook from the folder: its sidebar lists the wizards' walks, and a story renders
const storybookLink = [...links].find((href) => href.endsWith('/storybook/index.html'));
if (!storybookLink) failures.push('the landing page does not link Storybook');
else {
  await page.goto(storybookLink);
  try {
    // the wizards' walks (Wizards/Walk) are listed in its sidebar
    await page.locator('#storybook-explorer-tree').getByText('Walk', { exact: true }).first().waitFor();
    const preview = page.frameLocator('#storybook-preview-iframe');
    await preview.locator('#storybook-root > *').first().waitFor();
  } catch (error) {
    failures.push(`Storybook did not show its stories: ${error.message.split('\n')[0]}`);
  }
}
await browser.close();
await server.close();
fs.rmSync(work, { recursive: true, force: true });
if (process.env.STORYBOOK_OUT) fs.rmSync(process.env.STORYBOOK_OUT, { recursive: true, force: true });

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (failures.length) {
  console.error(`reviewers' folder: ${failures.length} problems\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`reviewers' folder: ${links.size} links of the three landing pages answer, a document shows its steps, Storybook lists and shows its stories (${seconds} s)`);
