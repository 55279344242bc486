import { describe, expect, it } from 'vitest';
import { isInCountry } from '../../../src/validation/rules/country-extent';
import { coordinatesInCountry } from '../../../src/validation/coordinate-rules';
import { formatIssues } from '../../../src/validation/messages';

describe('a site lies in its country', () => {
  it.each([
    [37.9838, 23.7275, 'Athens'],
    [35.3387, 25.1442, 'Heraklion, Crete'],
    [34.84, 24.08, 'Gavdos'],
    [36.4341, 28.2176, 'Rhodes (Dodecanese)'],
    [36.14, 29.59, 'Kastellorizo'],
    [39.6243, 19.9217, 'Corfu (Ionian)'],
    [41.14, 26.3, 'Evros'],
  ])('Greece contains %s, %s (%s)', (lat, lon) => expect(isInCountry(lat, lon, 'GR')).toBe(true));

  it.each([
    [40.4168, -3.7038, 'Madrid'],
    [28.1235, -15.4363, 'Las Palmas (Canary Islands)'],
    [27.75, -18.0, 'El Hierro'],
    [39.5696, 2.6502, 'Palma (Balearics)'],
    [39.89, 4.26, 'Menorca'],
    [35.8894, -5.3213, 'Ceuta'],
    [35.2923, -2.9381, 'Melilla'],
    [43.36, -8.41, 'A Coruña'],
  ])('Spain contains %s, %s (%s)', (lat, lon) => expect(isInCountry(lat, lon, 'ES')).toBe(true));

  it.each([
    [23.7275, 37.9838, 'GR', 'Athens with latitude and longitude swapped'],
    [41.9028, 12.4964, 'GR', 'Rome'],
    [-1.3998, 38.2045, 'ES', 'Murcia with latitude and longitude swapped'],
    [38.2045, 11.3998, 'ES', 'a longitude typed with a digit too many'],
    [37.9838, 23.7275, 'ES', 'Athens for a Spanish site'],
    [33.5731, -7.5898, 'ES', 'Casablanca'],
  ] as [number, number, 'GR' | 'ES', string][])('refuses %s, %s in %s (%s)', (lat, lon, country) => expect(isInCountry(lat, lon, country)).toBe(false));

  it('names the coordinate of each wrong row, by the site\'s own country or else the applicant\'s, in el, en and es', () => {
    const answers = {
      production_units: [
        { code: 'PU-01', lat: '38.2045', lon: '-1.3998' },
        { code: 'PU-02', lat: '-1.3998', lon: '38.2045' },
      ],
      sites: [{ address: { country: 1 }, location: { lat: 37.9838, lon: 23.7275 } }],
      parcels: [{ lat: '', long: '' }],
    };
    const issues = coordinatesInCountry(answers, 2);
    expect(issues).toEqual([{ path: '/production_units/1/lat', keyword: 'inCountry', messageId: 'validation.errors.outsideCountry', params: { country: 'ES' } }]);
    expect(formatIssues(issues, 'el')[0].message).toMatch(/δεν βρίσκεται στην Ισπανία/);
    expect(formatIssues(issues, 'en')[0].message).toMatch(/not in Spain/);
    expect(formatIssues(issues, 'es')[0].message).toMatch(/no está en España/);
    expect(coordinatesInCountry(answers, 1).map((i) => i.path)).toEqual(['/production_units/0/lat', '/production_units/1/lat']);
    expect(coordinatesInCountry(answers, undefined).map((i) => i.path)).toEqual([]);
  });
});
