const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// How people write a date in Greece and Spain (and most of Europe): day first, then month and
// a four-digit year, with / . - or spaces between. ISO (year first) is accepted as pasted.
const DAY_FIRST = /^(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{4})$/;

const pad = (n: number) => String(n).padStart(2, '0');

function isoIfReal(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1000 ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/**
 * The ISO `YYYY-MM-DD` of a date as a person types it (`7/3/2026`, `07.03.2026`,
 * `2026-03-07`), or null when the text is not a real calendar date.
 */
export function parseTypedDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = ISO_DATE.exec(trimmed);
  if (iso) return isoIfReal(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = DAY_FIRST.exec(trimmed);
  return dayFirst ? isoIfReal(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])) : null;
}

/** A stored ISO date as people write it (`07/03/2026`); anything else is shown as it is. */
export function showTypedDate(value: unknown): string {
  if (typeof value !== 'string') return '';
  const iso = ISO_DATE.exec(value);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
}
