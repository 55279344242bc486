/** Where the map's tiles and the address search come from. An empty URL turns that part off. */
export interface MapConfig {
  /** Tile URL template (`{z}/{x}/{y}`); `''` shows the map without tiles (offline mode). */
  tileUrl: string;
  /** Nominatim-compatible search URL (`?q=…&format=jsonv2`); `''` hides the address search. */
  geocoderUrl: string;
  attribution: string;
}

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_GEOCODER_URL = 'https://nominatim.openstreetmap.org/search';
/** The map's credit to OpenStreetMap as HTML, its words (`renderers.geoPoint.osmAttribution`) in the portal's language. */
export const OSM_LINK = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
export const OSM_ATTRIBUTION = `&copy; ${OSM_LINK} contributors`;

type Env = Record<string, unknown>;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : undefined);

/**
 * The map configuration: `ui:options` (`tileUrl`, `geocoderUrl`, `tileAttribution`) over
 * the build's `VITE_MAP_TILE_URL`, `VITE_GEOCODER_URL`, `VITE_MAP_TILE_ATTRIBUTION`, over
 * OpenStreetMap. An empty string is kept: it is how a deployment or a story says "none".
 */
export function mapConfig(options: Record<string, unknown> = {}, env: Env = import.meta.env): MapConfig {
  const tileUrl = text(options.tileUrl) ?? text(env.VITE_MAP_TILE_URL) ?? DEFAULT_TILE_URL;
  return {
    tileUrl,
    geocoderUrl: text(options.geocoderUrl) ?? text(env.VITE_GEOCODER_URL) ?? DEFAULT_GEOCODER_URL,
    attribution:
      text(options.tileAttribution) ??
      text(env.VITE_MAP_TILE_ATTRIBUTION) ??
      (tileUrl === DEFAULT_TILE_URL ? OSM_ATTRIBUTION : ''),
  };
}
