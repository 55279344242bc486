/** A WGS84 point as the `latLong: true` keyword reads it: decimal-degree strings. */
export interface GeoPoint {
  lat: string;
  lon: string;
}

/** The stored value: a point, or `null` while latitude or longitude is missing (spec §4). */
export type GeoPointValue = GeoPoint | null;

/** What the two inputs hold, as typed. */
export interface GeoPointDraft {
  lat: string;
  lon: string;
}

/** GLOBALG.A.P. keeps at most 6 decimals; the specification wants at least 4. */
export const COORDINATE_DECIMALS = 6;

export const formatCoordinate = (value: number): string => value.toFixed(COORDINATE_DECIMALS);

/** A point picked on the map; the longitude is wrapped into −180…180 (the map repeats sideways). */
export function pointFromMap(lat: number, lng: number): GeoPoint {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return { lat: formatCoordinate(lat), lon: formatCoordinate(wrapped) };
}

export function draftFromValue(value: GeoPointValue | undefined): GeoPointDraft {
  return { lat: value?.lat ?? '', lon: value?.lon ?? '' };
}

// Greek and Spanish keyboards write a decimal comma; the keyword wants a point.
const normalize = (coordinate: string): string => coordinate.trim().replace(/^(-?\d+),(\d+)$/, '$1.$2');

/** The value to store for what is typed: `null` unless both coordinates are there. */
export function valueFromDraft(draft: GeoPointDraft): GeoPointValue {
  const lat = normalize(draft.lat);
  const lon = normalize(draft.lon);
  return lat && lon ? { lat, lon } : null;
}

/** Exactly one of the two is typed: the point will be saved empty. */
export const isPartial = (draft: GeoPointDraft): boolean => !draft.lat.trim() !== !draft.lon.trim();

/** Where to put the marker, or `null` when the value is no usable point. */
export function markerPosition(value: GeoPointValue | undefined): [number, number] | null {
  if (!value) return null;
  const lat = Number(value.lat);
  const lon = Number(value.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return [lat, lon];
}

export const sameValue = (a: GeoPointValue | undefined, b: GeoPointValue | undefined): boolean =>
  (a ?? null) === (b ?? null) || (!!a && !!b && a.lat === b.lat && a.lon === b.lon);
