// What the page records for the bench: key presses, the browser's Event Timing entries,
// our own keydown → next-frame measure and long tasks. The bench reads these from `window`.

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
  /** keydown → end of the task that handled the input. */
  processing: number[];
  /** keydown → just after the next frame (rAF, then a MessageChannel task). */
  paint: number[];
}

declare global {
  interface Window {
    benchTimes: BenchTimes;
    /** Event Timing entries of 16 ms or more (the smallest threshold browsers allow). */
    benchEvents: EventEntry[];
    /** Whether this browser supports Event Timing at all. */
    benchEventTiming: boolean;
    /** Main-thread tasks over 50 ms (PerformanceObserver `longtask`), with their end time. */
    benchLongTasks: { end: number; duration: number }[];
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

export function recordTimings() {
  window.benchTimes = { keys: [], processing: [], paint: [] };
  let start = 0;
  const measure = () => {
    const from = start;
    setTimeout(() => window.benchTimes.processing.push(performance.now() - from), 0);
    afterNextFrame(() => window.benchTimes.paint.push(performance.now() - from));
  };
  document.addEventListener(
    'keydown',
    (event) => {
      start = event.timeStamp;
      window.benchTimes.keys.push(event.timeStamp);
      // Keys that move between cells produce no input event: measured from here.
      if (['Enter', 'ArrowDown', 'ArrowUp'].includes(event.key)) measure();
    },
    true,
  );
  document.addEventListener('input', measure, true);

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

  window.benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.benchLongTasks.push({ end: entry.startTime + entry.duration, duration: entry.duration });
    }
  }).observe({ type: 'longtask' });
}
