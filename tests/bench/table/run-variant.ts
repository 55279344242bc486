// One variant of the table bench on a fresh page: cold mount, typing, arrow keys, the hand-off
// to the form, then warm mounts of the same form on the same page.
import type { Browser } from '@playwright/test';
import { ENTRY } from './serve';
import { eventTimingPerKey } from './stats';

export type Variant = 'ours' | 'stock' | 'baseline';

export interface KeyFigures {
  /** keydown → just after the next frame (rAF + MessageChannel), per key. */
  paint: number[];
  /** keydown → end of the handlers of the key's input (or keydown) event, per key. */
  processing: number[];
  /** The main thread's work for the key until its frame is on screen, without the idle wait for the frame (see timing.ts). */
  work: number[];
  /** Event Timing (INP) per key; null when under 16 ms. Empty when the browser lacks it. */
  eventTiming: (number | null)[];
  /**
   * From outside the page, per key: the bench's key press (DevTools protocol) → the page saying
   * the key's frame is out. Round trips to the browser included, as a test driving the page sees it.
   */
  outside: number[];
}

export interface Figures {
  /** First mount of the form on a fresh page whose providers are up: cold code and JIT, first styles of the form's components. */
  coldMount: number;
  /** Cold mounts of this variant, one per fresh page (the bench may add pages). */
  coldMounts: number[];
  /** A fresh page from its script's start to the form on screen: providers, loading the message catalogue, the form. */
  coldPage: number;
  /** Mounts of the same form on the same page after a warm-up. */
  warmMounts: number[];
  typing: KeyFigures;
  /** ArrowDown / ArrowUp to the next cell (ours only). */
  move?: KeyFigures;
  /** Leaving a cell just typed into (ours only): Enter, ArrowUp and Tab (out of the table), each after two letters that change the cell. */
  leave?: KeyFigures & { names: string[] };
  /**
   * The longest the main thread was busy at once (a task, or a frame's work) while the edits are
   * handed to the form after a pause, once per pause: a cell typed into and left, then 1.5 s of
   * nothing (timing.ts `longestBusy`).
   */
  handOvers?: number[];
}

export interface RunOptions {
  rows: number;
  keys: number;
  moves?: number;
  /** How many edited cells are left (a third each by Enter, ArrowUp and Tab). */
  leaves?: number;
  /** Unmeasured mount/unmount cycles before the measured ones. */
  warmUps?: number;
  warmMounts?: number;
  /** Id of the cell typed into (the parcel table's by default). */
  target?: string;
  /** More query parameters of the harness page (e.g. `&form=members`). */
  query?: string;
}

/** Pauses after an edit whose hand-over to the form is timed. */
const HAND_OVERS = Number(process.env.BENCH_HAND_OVERS ?? 5);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runVariant(browser: Browser, base: string, variant: Variant, options: RunOptions): Promise<Figures> {
  const { rows, keys, moves = 0, leaves = 0, warmUps = 0, warmMounts = 0, target = 'root_parcels_2_toponym', query = '' } = options;
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  await page.goto(`${base}/${ENTRY}?variant=${variant}&rows=${rows}&target=${target}${query}`);
  await page.waitForFunction(() => window.benchMount !== undefined, null, { timeout: 180_000, polling: 100 });
  const { coldMount, coldPage } = await page.evaluate(() => ({ coldMount: window.benchMount ?? Number.NaN, coldPage: window.benchPage ?? Number.NaN }));

  await page.locator(`#${target}`).click();
  await sleep(500);
  let outside: number[] = [];
  const press = async (key: string) => {
    // The page is told to expect a measure, and the bench waits on a promise it settles: no
    // polling runs in the page while a key is measured.
    await page.evaluate(() => window.benchExpect());
    const sent = performance.now();
    await page.keyboard.press(key);
    await page.evaluate(() => window.benchMeasured);
    outside.push(performance.now() - sent);
    // a random pause, so key presses do not lock onto the frame clock
    await sleep(25 + Math.random() * 25);
  };
  const segment = async (run: () => Promise<void>, only?: (name: string) => boolean): Promise<KeyFigures & { names: string[] }> => {
    const at = await page.evaluate(() => ({ keys: window.benchTimes.keys.length, paint: window.benchTimes.paint.length }));
    outside = [];
    await run();
    // Let the last key's entries arrive (Event Timing reports after the paint).
    await sleep(200);
    const t = await page.evaluate(({ keys, paint }) => {
      const times = window.benchTimes;
      return {
        keys: times.keys.slice(keys),
        now: performance.now(),
        paint: times.paint.slice(paint),
        processing: times.processing.slice(paint),
        work: times.work.slice(paint),
        names: times.names.slice(paint),
        starts: times.starts.slice(paint),
        events: window.benchEventTiming ? window.benchEvents : undefined,
      };
    }, at);
    if (!only) {
      const { paint, processing, work, names } = t;
      return { paint, processing, work, names, outside, eventTiming: t.events ? eventTimingPerKey(t.keys, t.now, t.events) : [] };
    }
    // Only some of the keys measured count (the others bring the bench back to its cell).
    const kept = t.names.flatMap((name, i) => (only(name) ? [i] : []));
    const timing = t.events ? eventTimingPerKey(t.starts, t.now, t.events) : [];
    return {
      paint: kept.map((i) => t.paint[i]),
      processing: kept.map((i) => t.processing[i]),
      work: kept.map((i) => t.work[i]),
      names: kept.map((i) => t.names[i]),
      // one press, one measure: the presses are in the page's order
      outside: kept.map((i) => outside[i]),
      eventTiming: t.events ? kept.map((i) => timing[i]) : [],
    };
  };

  const typing = await segment(async () => {
    for (let i = 0; i < keys; i++) await press('a');
  });
  const figures: Figures = { coldMount, coldMounts: [coldMount], coldPage, warmMounts: [], typing };
  if (moves) {
    figures.move = await segment(async () => {
      for (let i = 0; i < moves; i++) await press(i % 2 ? 'ArrowUp' : 'ArrowDown');
    });
    // Then a pause: the table hands what was typed to the form. Again after another cell is
    // typed into and left, a few times: one long task is one sample on a shared machine.
    figures.handOvers = [];
    for (let i = 0; i < HAND_OVERS; i++) {
      if (i) {
        await press(String.fromCharCode(98 + i));
        await press(i % 2 ? 'ArrowDown' : 'ArrowUp');
      }
      // the probes start before the edits are handed over (0.4 s after the last key) and end after
      figures.handOvers.push(await page.evaluate(() => window.benchLongestBusy(1500)));
    }
  }
  if (leaves) {
    // Type into a cell and leave it as people do: Enter (down), ArrowUp (back up), Tab (out of
    // the table); Shift+Tab comes back to the table's cell, unmeasured. The cell stays near row 3.
    const ways = ['Enter', 'ArrowUp', 'Tab'];
    figures.leave = await segment(async () => {
      for (let i = 0; i < leaves; i++) {
        // Two letters that differ from one cell to the next, so that every cell left holds a change.
        await press(String.fromCharCode(97 + (Math.floor(i / 26) % 26)));
        await press(String.fromCharCode(97 + (i % 26)));
        const way = ways[i % ways.length];
        await press(way);
        if (way === 'Tab') await press('Shift+Tab');
      }
    }, (name) => ways.includes(name));
  }
  for (let i = 0; i < warmUps + warmMounts; i++) {
    const time = await page.evaluate(() => window.benchRemount());
    if (i >= warmUps) figures.warmMounts.push(time);
    await sleep(300);
  }
  if (process.env.BENCH_DEBUG) {
    const parts = await page.evaluate(() => window.benchTimes.parts);
    const round = (x: number) => Math.round(x * 10) / 10;
    console.log(`  ${variant}, ${rows} rows, per key [handlers, gap, work in gap, frame]:`);
    console.log(`    ${parts.map((p) => `[${[p.handlers, p.gap, p.gapWork, p.frame].map(round).join(' ')}]`).join(' ')}`);
  }
  if (errors.length) console.warn(`  ${variant}: page errors:\n    ${errors.join('\n    ')}`);
  await page.close();
  return figures;
}
