// A year chosen relative to today (`"yearWindow": {"before": 1, "after": 2}`): decided each time
// a form is validated or shown, never when it is built, so a form built in 2026 still offers
// and accepts the right years in 2029. Runs in the browser (precompiled validators call it
// through runtime.ts), on the server and in the CLI alike.

/** The year an application was started, while its answers are checked (see withApplicationStart). */
let startedIn: number | undefined;

/** The parameter of the `yearWindow` keyword: whole years before and after the current one. */
export interface YearWindow {
  before: number;
  after: number;
}

/**
 * The years a `yearWindow` allows now: from `before` years before the current year (or before
 * the year the application was started, when that is earlier: its own year stays valid) to
 * `after` years after the current year.
 */
export function yearRange({ before, after }: YearWindow, now: Date = new Date()): { from: number; to: number } {
  const year = now.getFullYear();
  return { from: Math.min(year, startedIn ?? year) - before, to: year + after };
}

/** The years of the window, oldest first, with `also` (a value already chosen) when it is outside. */
export function yearChoices(window: YearWindow, also: readonly unknown[] = [], now?: Date): number[] {
  const { from, to } = yearRange(window, now);
  const years = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  for (const year of also) if (Number.isInteger(year) && !years.includes(year as number)) years.push(year as number);
  return years.sort((a, b) => a - b);
}

/** The `yearWindow` keyword's check; a value that is no number is the `type` keyword's business. */
export function isYearInWindow(value: unknown, before: number, after: number): boolean {
  if (typeof value !== 'number') return true;
  const { from, to } = yearRange({ before, after });
  return Number.isInteger(value) && value >= from && value <= to;
}

/**
 * Runs `check` (synchronous: a validation) with the year the application was started in, so
 * that its own year stays valid in the years after (a draft of 2028 submitted in 2030).
 */
export function withApplicationStart<T>(startedYear: number | undefined, check: () => T): T {
  const previous = startedIn;
  startedIn = startedYear;
  try {
    return check();
  } finally {
    startedIn = previous;
  }
}

/**
 * The browser's form on screen belongs to one application at a time: the wizard says which
 * year it was started in while it shows (undefined when it closes).
 */
export function setApplicationStart(startedYear: number | undefined): void {
  startedIn = startedYear;
}
