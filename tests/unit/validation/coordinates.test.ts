import { describe, expect, it } from 'vitest';
import { isValidLatLong, latLongFailure } from '../../../src/validation/rules/coordinates';

describe('latLong keyword predicate', () => {
  it.each([
    ['37.9838', 'lat', true, 'four decimals'],
    ['-37.983812', 'lat', true, 'minus and six decimals'],
    ['90.0000', 'lat', true, 'north pole'],
    ['-90.0000', 'lat', true, 'south pole'],
    ['90.0001', 'lat', false, 'beyond 90'],
    ['37.983', 'lat', false, 'three decimals'],
    ['37', 'lat', false, 'no decimals'],
    ['+37.9838', 'lat', false, 'plus sign'],
    ['037.9838', 'lat', true, 'three integer digits'],
    ['1037.9838', 'lat', false, 'four integer digits'],
    ['37,9838', 'lat', false, 'decimal comma'],
    [' 37.9838', 'lat', false, 'leading space'],
    ['٣٧.٩٨٣٨', 'lat', false, 'Arabic-Indic digits'],
    [37.9838, 'lat', true, 'JSON number with four decimals'],
    [37.98, 'lat', false, 'JSON number with two decimals'],
    ['180.0000', 'lon', true, 'antimeridian'],
    ['-180.0000', 'lon', true, 'antimeridian west'],
    ['180.0001', 'lon', false, 'beyond 180'],
    ['123.4567', 'lat', false, 'a longitude is not a latitude'],
    ['123.4567', 'lon', true, 'valid longitude'],
    ['', 'lat', true, 'empty passes (optional for hive locations)'],
    ['   ', 'lon', true, 'whitespace only passes'],
    [{ lat: '37.9838', lon: '23.7275' }, true, true, 'object pair'],
    [{ lat: 37.9838, lon: '23.7275' }, true, true, 'object pair, number lat'],
    [{ lat: '37.9838' }, true, false, 'object missing lon'],
    [{ lat: '97.9838', lon: '23.7275' }, true, false, 'object with bad lat'],
    ['37.9838, 23.7275', true, true, 'string pair'],
    ['37.9838,23.7275', true, true, 'string pair without space'],
    ['37.9838', true, false, 'one number for a pair'],
    [[37.9838, 23.7275], true, false, 'an array is not a pair'],
  ] as const)('%j (%j) → %s (%s)', (value, mode, expected, _why) => {
    expect(isValidLatLong(value, mode)).toBe(expected);
  });

  it('names the failing axis of a pair', () => {
    expect(latLongFailure({ lat: '37.9838', lon: '200.0000' }, true)).toBe('lon');
    expect(latLongFailure({ lat: 'x', lon: '200.0000' }, true)).toBe('lat');
    expect(latLongFailure('a, b, c', true)).toBe('pair');
    expect(latLongFailure(null, true)).toBe('pair');
  });
});
