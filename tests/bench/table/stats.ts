import type { EventEntry } from './timing';

/** Event Timing reports nothing under this (the smallest `durationThreshold` allowed). */
export const EVENT_TIMING_FLOOR = 16;

/** The `q` quantile (nearest rank). `null` values sort first: they stand for "under the floor". */
export function quantile(values: readonly (number | null)[], q: number): number | null {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => (a ?? -Infinity) - (b ?? -Infinity));
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

export const median = (values: readonly number[]) => quantile(values, 0.5) as number;

/**
 * Per key press, its latency as Event Timing (INP) counts it: the longest duration among the
 * events it caused (keydown, keypress, input, keyup), each from its timestamp to the next
 * paint. A press whose events all stayed under 16 ms has no entry: null ("under 16 ms").
 * `keys` are the keydown timestamps of the presses wanted, `next` the timestamp that ends the
 * last one's window.
 */
export function eventTimingPerKey(keys: readonly number[], next: number, events: readonly EventEntry[]): (number | null)[] {
  return keys.map((from, i) => {
    const until = keys[i + 1] ?? next;
    // A key's events start at or after its keydown; the small tolerance covers timestamp rounding.
    const own = events.filter((e) => e.startTime >= from - 1 && e.startTime < until - 1);
    return own.length ? Math.max(...own.map((e) => e.duration)) : null;
  });
}

export const ms = (value: number | null) =>
  value === null ? `< ${EVENT_TIMING_FLOOR} ms` : Number.isNaN(value) ? '—' : `${value.toFixed(1)} ms`;
