// What the page records for the bench: key presses, the browser's Event Timing entries,
// our own keydown → next-frame measures and the longest busy stretch of a pause. The bench reads these from `window`.

/** A Performance Event Timing entry (https://w3c.github.io/event-timing/), as the bench reads it. */
export interface EventEntry {
  name: string;
  startTime: number;
  /** Event timestamp → next paint after its handlers ran, rounded to 8 ms by the browser. */
  duration: number;
  interactionId: number;
}

export interface BenchTimes {
  /** `event.timeStamp` of every keydown, in order. */
  keys: number[];
  /** keydown → the end of the last handler of the key's input (or keydown) event. */
  processing: number[];
  /** keydown → just after the next frame (rAF, then a MessageChannel task): includes the wait for the frame. */
  paint: number[];
  /**
   * The main thread's work for the key until its frame is on screen: keydown → end of its
   * handlers, plus every task that ran before the next frame began (autofill, effects,
   * timers), plus the frame itself (rAF → style, layout, paint → the task after it). The
   * idle wait for the frame's turn is left out: it depends on when the key came relative to
   * the display's frame clock, not on our code.
   */
  work: number[];
  /** The parts of each key's time: handlers, the time until the frame began and the work found in it, the frame. */
  parts: { handlers: number; gap: number; gapWork: number; frame: number }[];
  /** The key of each measure (`a`, `Enter`, `Shift+Tab`…), in the order of `paint`. */
  names: string[];
  /** The keydown timestamp of each measure, in the order of `paint`. */
  starts: number[];
}

declare global {
  interface Window {
    benchTimes: BenchTimes;
    /** Event Timing entries of 16 ms or more (the smallest threshold browsers allow). */
    benchEvents: EventEntry[];
    /** Whether this browser supports Event Timing at all. */
    benchEventTiming: boolean;
    /** Makes `benchMeasured` a promise that settles when the next key has been measured. */
    benchExpect: () => void;
    benchMeasured: Promise<void>;
    /** The longest time the main thread was busy (one task, or one frame's work) over the next `ms` milliseconds. */
    benchLongestBusy: (ms: number) => Promise<number>;
  }
}

/** Runs `then` in a task just after the next frame is produced (not before its paint, as rAF alone would). */
export function afterNextFrame(then: () => void) {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      then();
    };
    channel.port2.postMessage(null);
  });
}

// A probe task that waited longer than this found other work ahead of it in the queue.
const BUSY_THRESHOLD_MS = 0.5;

/**
 * Measures one key from `start` (its keydown timestamp), called right after its last handler
 * ran. Until the next frame starts, a chain of MessageChannel probes runs: a probe that waited
 * more than half a millisecond was held up by another task (autofill's scan of the form, a
 * React effect), and that time counts as work; probes that ran at once were waiting for the
 * frame, which does not count.
 */
function measureKey(start: number, times: BenchTimes, name: string) {
  const handled = performance.now();
  times.processing.push(handled - start);
  times.names.push(name);
  times.starts.push(start);
  let gapWork = 0;
  let last = handled;
  let framed = false;
  const probe = new MessageChannel();
  probe.port1.onmessage = () => {
    // After the frame has begun the frame's own time is counted, from its start.
    if (framed) {
      probe.port1.close();
      return;
    }
    const now = performance.now();
    if (now - last > BUSY_THRESHOLD_MS) gapWork += now - last;
    last = now;
    probe.port2.postMessage(null);
  };
  probe.port2.postMessage(null);
  requestAnimationFrame(() => {
    framed = true;
    const frameStart = performance.now();
    if (frameStart - last > BUSY_THRESHOLD_MS) gapWork += frameStart - last;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      const end = performance.now();
      times.paint.push(end - start);
      times.work.push(handled - start + gapWork + (end - frameStart));
      times.parts.push({ handlers: handled - start, gap: frameStart - handled, gapWork, frame: end - frameStart });
      measured();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * A chain of MessageChannel probes for `ms` milliseconds: each probe runs as soon as the main
 * thread is free, so the longest wait between two probes is the longest task (or frame) that
 * ran meanwhile. The `longtask` API reports only tasks over 50 ms; a task of 20 ms already
 * costs a key typed meanwhile a frame.
 */
function longestBusy(ms: number): Promise<number> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    let last = performance.now();
    const end = last + ms;
    let longest = 0;
    channel.port1.onmessage = () => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      if (now < end) channel.port2.postMessage(null);
      else {
        channel.port1.close();
        resolve(longest);
      }
    };
    channel.port2.postMessage(null);
  });
}

let measured = () => {};

export function recordTimings() {
  window.benchMeasured = Promise.resolve();
  window.benchExpect = () => {
    // Settles anyway after two minutes, so a key that produced no measure cannot hang the bench.
    window.benchMeasured = new Promise((resolve) => {
      measured = resolve;
      setTimeout(resolve, 120_000);
    });
  };
  const times: BenchTimes = { keys: [], processing: [], paint: [], work: [], parts: [], names: [], starts: [] };
  window.benchTimes = times;
  let start = 0;
  // Capture phase on document: before any handler of ours sees the key.
  document.addEventListener(
    'keydown',
    (event) => {
      start = event.timeStamp;
      times.keys.push(event.timeStamp);
    },
    true,
  );
  // Bubble phase on window: after React's handlers and the renders they flushed.
  // Keys that move between cells produce no input event: measured from here. Tab's own work
  // (focus leaving the cell, and the table) follows the keydown in the same task: the probes
  // of measureKey count it.
  window.addEventListener('keydown', (event) => {
    if (['Enter', 'ArrowDown', 'ArrowUp', 'Tab'].includes(event.key)) measureKey(start, times, event.shiftKey ? `Shift+${event.key}` : event.key);
  });
  window.addEventListener('input', (event) => measureKey(start, times, (event as InputEvent).data ?? 'input'));

  window.benchEvents = [];
  window.benchEventTiming = PerformanceObserver.supportedEntryTypes.includes('event');
  if (window.benchEventTiming) {
    new PerformanceObserver((list) => {
      // interactionId is newer than TypeScript's DOM types
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        const { name, startTime, duration, interactionId = 0 } = entry;
        window.benchEvents.push({ name, startTime, duration, interactionId });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  }

  window.benchLongestBusy = longestBusy;
}
