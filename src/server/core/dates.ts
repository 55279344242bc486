// How the server writes days and instants in its answers: one place, so every operation agrees.

/** A calendar day as the contract writes it (`2026-11-26`), in UTC like the database's `date` columns. */
export const isoDay = (at: Date | string): string => new Date(at).toISOString().slice(0, 10);

/** Today, as `isoDay` writes it. */
export const todayIso = (): string => isoDay(new Date());

/** An instant as the contract writes it (`date-time`). */
export const isoInstant = (at: Date | string): string => new Date(at).toISOString();

/** `isoInstant`, keeping a missing value missing. */
export const isoInstantOrNull = (at: Date | string | null): string | null => (at === null ? null : isoInstant(at));
