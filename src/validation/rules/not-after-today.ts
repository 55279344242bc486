// A day that has already come (`"notAfterToday": true` on a `format: date` string): the day an
// inspection took place cannot be one still to come. Today is counted as the server counts
// days (UTC, core/dates.ts `todayIso`), so the form refuses at once exactly what the server
// would refuse after sending. Decided when the answer is checked, never when the form is built.

/** Today as `2026-11-28`, in UTC. */
const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** The `notAfterToday` keyword's check: a day (`YYYY-MM-DD`) on or before today; anything else is `format`'s business. */
export function isNotAfterToday(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return true;
  return value <= todayUtc();
}
