import { describe, expect, it } from 'vitest';
import {
  draftFromValue, formatCoordinate, isPartial, markerPosition, pointFromMap, sameValue, valueFromDraft,
} from '../../../../renderers/geo-point/geo-point-value';
import { DEFAULT_GEOCODER_URL, DEFAULT_TILE_URL, mapConfig } from '../../../../renderers/geo-point/map-config';
import { isValidLatLong } from '../../../../src/validation/rules/coordinates';

describe('geo point values', () => {
  it.each([
    [37.98381234, '37.983812'],
    [-0.5, '-0.500000'],
    [23.7, '23.700000'],
  ])('rounds %s to 6 decimals: %s', (value, text) => expect(formatCoordinate(value)).toBe(text));

  it('turns a map click into a point the latLong keyword accepts, wrapping the longitude', () => {
    expect(pointFromMap(37.9838, 383.7275)).toEqual({ lat: '37.983800', lon: '23.727500' });
    expect(pointFromMap(-33.5, -190)).toEqual({ lat: '-33.500000', lon: '170.000000' });
    for (const [lat, lng] of [[0, 0], [89.999999, 179.9999994], [-90, -180], [12.3456789, 98.7654321]]) {
      expect(isValidLatLong(pointFromMap(lat, lng), true), `${lat},${lng}`).toBe(true);
    }
  });

  it.each([
    [{ lat: '37.9838', lon: '23.7275' }, { lat: '37.9838', lon: '23.7275' }],
    [{ lat: ' 37,9838 ', lon: '23.7275' }, { lat: '37.9838', lon: '23.7275' }],
    [{ lat: '37.9838', lon: '' }, null],
    [{ lat: '  ', lon: '23.7275' }, null],
    [{ lat: '', lon: '' }, null],
    [{ lat: 'abc', lon: '1,2,3' }, { lat: 'abc', lon: '1,2,3' }],
  ])('stores %j as %j (null when a coordinate is missing)', (draft, value) => expect(valueFromDraft(draft)).toEqual(value));

  it('tells a half-typed point, reads markers only from usable points, compares values', () => {
    expect(isPartial({ lat: '1', lon: '' })).toBe(true);
    expect(isPartial({ lat: '', lon: '' })).toBe(false);
    expect(isPartial({ lat: '1', lon: '2' })).toBe(false);
    expect(markerPosition({ lat: '37.9838', lon: '23.7275' })).toEqual([37.9838, 23.7275]);
    expect(markerPosition({ lat: '97', lon: '23' })).toBeNull();
    expect(markerPosition({ lat: 'x', lon: '23' })).toBeNull();
    expect(markerPosition(null)).toBeNull();
    expect(draftFromValue(null)).toEqual({ lat: '', lon: '' });
    expect(sameValue(null, undefined)).toBe(true);
    expect(sameValue({ lat: '1', lon: '2' }, { lat: '1', lon: '2' })).toBe(true);
    expect(sameValue({ lat: '1', lon: '2' }, null)).toBe(false);
  });
});

describe('map configuration', () => {
  it('defaults to OpenStreetMap tiles and Nominatim', () => {
    const config = mapConfig({}, {});
    expect(config.tileUrl).toBe(DEFAULT_TILE_URL);
    expect(config.geocoderUrl).toBe(DEFAULT_GEOCODER_URL);
    expect(config.attribution).toMatch(/OpenStreetMap/);
  });

  it('takes the build environment, then ui:options over it; an empty string means none', () => {
    const env = { VITE_MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png', VITE_GEOCODER_URL: 'https://geo.example/search' };
    expect(mapConfig({}, env)).toMatchObject({ tileUrl: env.VITE_MAP_TILE_URL, geocoderUrl: env.VITE_GEOCODER_URL, attribution: '' });
    expect(mapConfig({ tileUrl: '', geocoderUrl: '' }, env)).toMatchObject({ tileUrl: '', geocoderUrl: '' });
    expect(mapConfig({ tileAttribution: '© Example' }, env).attribution).toBe('© Example');
  });
});
