/**
 * A notification's values as its message formats them: a day the server stored as
 * `2026-12-31` becomes a date (read at noon UTC, so no time zone moves it to another day), for
 * the message to write in the reader's language ("31 Δεκ 2026").
 */
export const noticeValues = (params: Record<string, unknown>): Record<string, string | number | Date> =>
  Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : typeof value === 'number' ? value : String(value),
    ]),
  );
