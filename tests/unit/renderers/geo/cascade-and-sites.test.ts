import { describe, expect, it } from 'vitest';
import { chooseDivision, countryIdOf, levelsOf, resolveCountry } from '../../../../renderers/region-cascade/cascade-value';
import {
  addSite, duplicateNameIndexes, ensureMainSite, hasExactlyOneMain, normalizeName, removeSite, setMainSite,
} from '../../../../renderers/handling-sites/site-list';

describe('region cascade values', () => {
  const full = { region: '9', prefecture: '0901', municipal_unit: '090101', local_community: '09010101' };

  it('clears every level below the one chosen', () => {
    expect(chooseDivision(full, 'region', '13')).toEqual({ region: '13' });
    expect(chooseDivision(full, 'prefecture', '0902')).toEqual({ region: '9', prefecture: '0902' });
    expect(chooseDivision(full, 'local_community', '09010102')).toEqual({ ...full, local_community: '09010102' });
    expect(chooseDivision(full, 'municipal_unit', '')).toEqual({ region: '9', prefecture: '0901' });
    expect(chooseDivision(undefined, 'region', '1')).toEqual({ region: '1' });
  });

  it('reads a country in the forms a country field holds it', () => {
    for (const value of [1, '1', { id: 1 }, 'GR', 'gr']) expect(countryIdOf(value), JSON.stringify(value)).toBe(1);
    for (const value of [2, 'ES', { id: '2' }]) expect(countryIdOf(value), JSON.stringify(value)).toBe(2);
    for (const value of [undefined, null, '', 'XX', 0, -1, {}]) expect(countryIdOf(value)).toBeUndefined();
  });

  it('takes the country from the sibling field, then countryId, then Greece', () => {
    const context = { getFormData: () => ({ address: { country: { id: 2 }, division: {} } }) };
    expect(resolveCountry({ countryField: 'country' }, context, ['address', 'division'])).toBe(2);
    expect(resolveCountry({ countryField: 'country', countryId: 3 }, { formData: {} }, ['division'])).toBe(3);
    expect(resolveCountry({ countryField: 'country' }, undefined, ['division'])).toBe(1);
    expect(resolveCountry({}, undefined, ['division'])).toBe(1);
  });

  it('gives Spain three levels and Greece four', () => {
    expect(levelsOf(2)).toEqual(['region', 'prefecture', 'municipal_unit']);
    expect(levelsOf(1)).toHaveLength(4);
  });
});

describe('handling site list', () => {
  const sites = [
    { name: 'Αποθήκη Α', is_main: true },
    { name: ' αποθήκη α ', is_main: false },
    { name: '', is_main: false },
    { name: '   ', is_main: false },
    { name: 'ΑΠΟΘΉΚΗ Α', is_main: false },
  ];

  it('finds names taken by an earlier site, trimmed and case-insensitive, ignoring empty ones', () => {
    expect([...duplicateNameIndexes(sites)]).toEqual([1, 4]);
    expect(normalizeName(' Packhouse ')).toBe('packhouse');
    expect(duplicateNameIndexes([{ name: 'A' }, { name: 'B' }]).size).toBe(0);
  });

  it('keeps exactly one main site', () => {
    expect(setMainSite(sites, 2).map((s) => s.is_main)).toEqual([false, false, true, false, false]);
    expect(ensureMainSite([{ is_main: false }, { is_main: false }]).map((s) => s.is_main)).toEqual([true, false]);
    expect(ensureMainSite([{ is_main: false }, { is_main: true }, { is_main: true }]).map((s) => s.is_main)).toEqual([false, true, false]);
    expect(hasExactlyOneMain(sites)).toBe(true);
    expect(hasExactlyOneMain([{ is_main: true }, { is_main: true }])).toBe(false);
  });

  it('makes the first site main when added to an empty list or when the main one is removed', () => {
    expect(addSite([], { name: 'x' })).toEqual([{ name: 'x', is_main: true }]);
    expect(addSite([{ is_main: true }], { is_main: true }).map((s) => s.is_main)).toEqual([true, false]);
    expect(removeSite([{ name: 'a', is_main: true }, { name: 'b', is_main: false }], 0)).toEqual([{ name: 'b', is_main: true }]);
    expect(removeSite([{ name: 'a', is_main: true }, { name: 'b', is_main: false }], 1)).toEqual([{ name: 'a', is_main: true }]);
  });
});
