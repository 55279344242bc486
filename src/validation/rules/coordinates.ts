import { isBlank } from './blank.ts';

/** What a `latLong` keyword checks: one latitude, one longitude, or a pair. */
export type LatLongMode = 'lat' | 'lon' | true;

/** The axis a `latLong` failure is about, reported as the error's `axis` parameter. */
export type LatLongAxis = 'lat' | 'lon' | 'pair';

// WGS84 decimal degrees as the specification writes them: optional minus, 1–3 integer digits,
// at least 4 decimals. Whitespace is not trimmed: the stored value is what is checked.
const DECIMAL = /^-?\d{1,3}\.\d{4,}$/;
const LIMITS = { lat: 90, lon: 180 } as const;

/** One coordinate, a string or a JSON number (a number is judged by its shortest decimal form). */
export function isValidCoordinate(value: unknown, axis: 'lat' | 'lon'): boolean {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !DECIMAL.test(text)) return false;
  return Math.abs(Number(text)) <= LIMITS[axis];
}

/**
 * Returns the failing axis of a `latLong` check, or `null` when it passes.
 * - mode `"lat"` / `"lon"`: the value is one coordinate (string or number);
 * - mode `true`: the value is an object `{ lat, lon }` or a string `"lat, lon"`.
 * A blank string passes (coordinates are optional for hive locations, §5).
 */
export function latLongFailure(value: unknown, mode: LatLongMode): LatLongAxis | null {
  if (typeof value === 'string' && isBlank(value)) return null;
  if (mode === 'lat' || mode === 'lon') return isValidCoordinate(value, mode) ? null : mode;
  let lat: unknown;
  let lon: unknown;
  if (typeof value === 'string') {
    const parts = value.split(',');
    if (parts.length !== 2) return 'pair';
    [lat, lon] = parts.map((part) => part.trim());
  } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    ({ lat, lon } = value as { lat?: unknown; lon?: unknown });
  } else {
    return 'pair';
  }
  if (!isValidCoordinate(lat, 'lat')) return 'lat';
  return isValidCoordinate(lon, 'lon') ? null : 'lon';
}

/** `latLong` as a predicate. */
export const isValidLatLong = (value: unknown, mode: LatLongMode): boolean =>
  latLongFailure(value, mode) === null;
