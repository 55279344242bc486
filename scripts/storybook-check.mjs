// Builds Storybook, then opens every story in Debian's Chromium and fails on a render
// error, an uncaught exception or a console error; every form story is also run through axe
// with the WCAG 2.2 A/AA rules (any violation fails it) and has the focus rings of its first
// stops measured (3:1 or more).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { checkStoryLayout, STORY_LAYOUT_WIDTHS } from './story-layout-check.mjs';
import { weakFocusRings } from './focus-rings.mjs';
import { serveFolder } from './static-folder-server.mjs';

const outDir = process.env.STORYBOOK_OUT ?? fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-'));
const build = spawnSync('npx', ['storybook', 'build', '-o', outDir, '--quiet', '--disable-telemetry'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = await serveFolder(outDir);
const { base } = server;

const checkStarted = Date.now();
const index = JSON.parse(fs.readFileSync(path.join(outDir, 'index.json'), 'utf8'));
// STORYBOOK_ONLY=<title prefix>[,<prefix>…] checks only those stories (the build is still whole): one's own, while working
const only = process.env.STORYBOOK_ONLY?.split(',');
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && (!only || only.some((prefix) => entry.title.startsWith(prefix))));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

// A page shows stories in turn: Storybook's own channel switches the story
// ("setCurrentStory") and says when it has rendered or failed, as its manager does. Loading
// the whole preview again for each of 200+ stories took ~4.7 s a story; a switch takes ~0.2 s.
// What a story breaks is caught by the problems gathered while it is the current one; after
// a story that did not answer, the page is loaded afresh so nothing carries over. Two pages
// take stories from one list: much of a story's time is waiting (its late effects, the
// browser's frames), and two cores share that work.
const PAGES = Number(process.env.STORYBOOK_PAGES ?? 2);
// A story that has not rendered by then hangs: a limit, not a speed check. The check runs beside
// the browser step at nice 10 (scripts/test.mjs), so on a machine busy with other work it gets a
// twentieth of the cores until that step ends; a wizard's walk then takes many times its quiet time.
const STORY_LIMIT_MS = 300_000;
const failures = [];
const renderTimes = new Map(); // from asking for a story to its "rendered" (play function included)
let passed = 0;
let layoutChecked = 0;
// the stories a person meets as such: run through axe and the layout check
const LAID_OUT = ['Forms/', 'Revisions/', 'Wizards/', 'Screens/'];
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One page of the preview, reloaded after a story that failed: its own problems while a story is current. */
function previewPage() {
  let page;
  let problems = [];
  async function open(storyId) {
    await page?.context().close();
    // a page of its own context: axe (@axe-core/playwright) runs only on such pages
    page = await (await browser.newContext()).newPage();
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
    // every wait of the page (its load, a locator, a function) has the story's limit
    page.setDefaultTimeout(STORY_LIMIT_MS);
    page.setDefaultNavigationTimeout(STORY_LIMIT_MS);
    await page.goto(`${base}/iframe.html?id=${storyId}&viewMode=story`);
    await page.waitForFunction(() => window.__STORYBOOK_ADDONS_CHANNEL__ && window.__STORYBOOK_PREVIEW__);
  }

  /** Shows a story and waits for Storybook to say how it went ("rendered", "errored", …). */
  const showStory = (storyId) =>
    page.evaluate(
      ({ id, limitMs }) =>
        new Promise((resolve) => {
          const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
          const outcomes = { storyRendered: 'rendered', storyErrored: 'errored', storyThrewException: 'threw', storyMissing: 'missing', playFunctionThrewException: 'play threw' };
          // A play function that changes the story's args (a control) makes Storybook render it
          // again while it plays, and that render says "rendered" first: the story has rendered
          // once its play function has ended too (render phases, each run with its renderId).
          let playing = null;
          let rendered = false;
          const finish = (result) => {
            for (const [e, h] of handlers) channel.off(e, h);
            clearTimeout(timer);
            resolve(result);
          };
          const onPhase = ({ newPhase, renderId, storyId }) => {
            if (storyId !== id) return;
            if (newPhase === 'playing') playing = renderId;
            else if (renderId === playing && newPhase === 'played') {
              playing = null;
              if (rendered) finish({ outcome: 'rendered', detail: '' });
            }
          };
          const handlers = [
            ['storyRenderPhaseChanged', onPhase],
            ...Object.entries(outcomes).map(([event, outcome]) => {
              const handler = (arg) => {
                // storyRendered names its story; the others carry an error
                if (event === 'storyRendered' && arg !== id) return;
                if (event === 'storyRendered' && playing !== null) {
                  rendered = true;
                  return;
                }
                finish({ outcome, detail: event === 'storyRendered' ? '' : JSON.stringify(arg ?? '').slice(0, 400) });
              };
              return [event, handler];
            }),
          ];
          for (const [event, handler] of handlers) channel.on(event, handler);
          const timer = setTimeout(() => finish({ outcome: 'timeout', detail: '' }), limitMs);
          channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        }),
      { id: storyId, limitMs: STORY_LIMIT_MS },
    );

  let fresh = true; // open a new page before the next story
  /** Shows one story and answers what is wrong with it (nothing: it passed). */
  async function check(story) {
    problems = [];
    if (fresh) {
      await open(story.id);
      fresh = false;
    }
    let shown;
    const asked = Date.now();
    try {
      shown = await showStory(story.id);
    } catch {
      // Storybook reloads its preview after some failures: show this story on a new page
      await open(story.id);
      problems = [];
      shown = await showStory(story.id);
    }
    const { outcome, detail } = shown;
    renderTimes.set(story.id, Date.now() - asked);
    if (outcome === 'rendered') {
      // the story's content: the locale decorator draws nothing until the texts have come,
      // which on a busy machine may be a while after Storybook says "rendered"
      const rendered = await page
        .waitForFunction(() => (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0, null, { timeout: STORY_LIMIT_MS })
        .then(() => true, () => false);
      // effects that fail a moment after the first paint (a refused request, a late exception)
      await page.waitForTimeout(300);
      if (!rendered) problems.push(`the story rendered nothing within ${STORY_LIMIT_MS / 1000} s`);
      // Every form (a revision's form beside today's, a wizard walked, a screen of the portal) as a person meets it (the stories speak Greek): no page wider than a phone or
      // a laptop, no text drawn over other text or an input.
      if (rendered && LAID_OUT.some((prefix) => story.title.startsWith(prefix))) {
        layoutChecked += 1;
        for (const width of STORY_LAYOUT_WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          problems.push(...(await checkStoryLayout(page)).map((problem) => `${width} px: ${problem}`));
        }
        await page.setViewportSize({ width: 1280, height: 720 });
        const axe = await new AxeBuilder({ page }).include('#storybook-root').withTags(WCAG_22_AA).analyze();
        for (const violation of axe.violations) {
          problems.push(`axe ${violation.id} (${violation.impact}): ${violation.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
        }
        // WCAG 1.4.11 (axe does not measure it): the form's first stops show a ring of 3:1 or more
        await page.evaluate(() => document.activeElement?.blur());
        for (const ring of await weakFocusRings(page, 8)) problems.push(`focus ring below 3:1: ${ring}`);
      }
    } else if (outcome === 'timeout') {
      problems.push(`the story rendered nothing within ${STORY_LIMIT_MS / 1000} s`);
    } else {
      const message = await page.locator('#error-message').innerText().catch(() => '');
      problems.push(`render error (${outcome}): ${message || detail}`);
    }
    if (problems.length) fresh = true;
    return problems;
  }
  return { check, close: () => page?.context().close() };
}

const queue = [...stories];
const results = new Map();
const durations = new Map(); // each story's time, checks included: the slowest are printed
await Promise.all(
  Array.from({ length: PAGES }, async () => {
    const viewer = previewPage();
    for (let story = queue.shift(); story; story = queue.shift()) {
      const started = Date.now();
      results.set(story.id, await viewer.check(story));
      durations.set(story.id, Date.now() - started);
    }
    await viewer.close();
  }),
);
// reported in the stories' own order, whichever page showed them
for (const story of stories) {
  const problems = results.get(story.id);
  if (problems.length) failures.push(`${story.title} › ${story.name}\n    ${problems.join('\n    ')}`);
  else passed += 1;
}
const elapsed = ((Date.now() - checkStarted) / 1000).toFixed(1);
console.log(`storybook: ${stories.length} stories shown in ${elapsed} s on ${PAGES} pages; ${layoutChecked} form stories laid out at ${STORY_LAYOUT_WIDTHS.join(' and ')} px`);
const slowest = stories.toSorted((a, b) => durations.get(b.id) - durations.get(a.id)).slice(0, 5);
const seconds = (ms) => `${((ms ?? 0) / 1000).toFixed(1)} s`;
console.log(`storybook: slowest (with their checks): ${slowest.map((story) => `${story.title} › ${story.name} ${seconds(durations.get(story.id))} (rendered in ${seconds(renderTimes.get(story.id))})`).join('; ')}`);
await browser.close();
await server.close();
if (!process.env.STORYBOOK_OUT) fs.rmSync(outDir, { recursive: true, force: true });
for (const failure of failures) console.error(`✖ ${failure}`);
console.log(`storybook: ${passed} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
