import type { CountryCode } from '../countries.ts';

/** [south, west, north, east] in WGS84 degrees. */
type Box = readonly [number, number, number, number];

/**
 * Generous boxes around each country's land, islands included, so that a real site is never
 * refused while a swapped latitude/longitude, a dropped minus or another country's point is.
 * Greece: Gavdos (south of Crete) to Evros, Othonoi (Ionian) to Kastellorizo (Dodecanese).
 * Spain: the Peninsula with the Balearics, Ceuta, Melilla and Alborán; the Canary Islands.
 */
const EXTENTS: Readonly<Record<CountryCode, readonly Box[]>> = {
  GR: [[34.6, 19.0, 42.0, 30.0]],
  ES: [
    [35.0, -9.6, 44.0, 4.6],
    [27.4, -18.5, 29.6, -13.2],
  ],
};

/** Whether the point lies inside the country's extent. */
export function isInCountry(lat: number, lon: number, country: CountryCode): boolean {
  return EXTENTS[country].some(([south, west, north, east]) => lat >= south && lat <= north && lon >= west && lon <= east);
}
