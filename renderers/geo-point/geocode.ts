import { pointFromMap, type GeoPoint } from './geo-point-value';

export interface GeocodeMatch {
  point: GeoPoint;
  label: string;
}

/** The geocoder could not be asked (offline, blocked, or it answered with an error). */
export class GeocoderUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('geocoder unavailable', { cause });
    this.name = 'GeocoderUnavailableError';
  }
}

/**
 * Looks an address up on a Nominatim-compatible search URL. Resolves to `null` when the
 * address is not found; rejects with {@link GeocoderUnavailableError} when the service
 * cannot answer, so the field can tell "not found" from "try typing the coordinates".
 */
export async function geocode(
  searchUrl: string,
  query: string,
  options: { language?: string; signal?: AbortSignal } = {},
): Promise<GeocodeMatch | null> {
  const url = new URL(searchUrl, globalThis.location?.origin);
  url.searchParams.set('q', query);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('limit', '1');
  if (options.language) url.searchParams.set('accept-language', options.language);
  let results: unknown;
  try {
    const response = await fetch(url, { signal: options.signal, headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    results = await response.json();
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new GeocoderUnavailableError(error);
  }
  const first = Array.isArray(results) ? (results[0] as Record<string, unknown> | undefined) : undefined;
  const lat = Number(first?.lat);
  const lon = Number(first?.lon);
  if (!first || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  return { point: pointFromMap(lat, lon), label: typeof first.display_name === 'string' ? first.display_name : query };
}
