import { describe, expect, it } from 'vitest';
import { loadGreece } from '../../../src/server/reference-data/greece';
import { divisionNames, placesOnce } from '../../../src/server/reference-data/division-names';

const bare = (text: string) => text.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase();

// Issue 47: addresses printed a community and its municipal unit of the same name twice
// ("70400 Μοιρών, Μοιρών, Ηρακλείου, Κρήτης").
describe('a place named in one line', () => {
  const greece = loadGreece();
  // every community that bears its municipal unit's name, with the ids a person's answer holds
  const sameNamed = [...greece.regions].flatMap((region) =>
    (greece.prefecturesByRegion.get(String(region.id)) ?? []).flatMap((prefecture) =>
      (greece.municipalUnitsByPrefecture.get(prefecture.id) ?? []).flatMap((unit) =>
        (greece.communitiesByMunicipalUnit.get(unit.id) ?? [])
          .filter((community) => bare(community.name) === bare(unit.name))
          .map((community) => [String(region.id), prefecture.id, unit.id, community.id]),
      ),
    ),
  );

  it('says a community and its municipal unit of one name once (a regional unit of that name too), in Greek and in English', () => {
    // the lists hold hundreds of such pairs: the seat of a unit is its namesake community
    expect(sameNamed.length).toBeGreaterThan(100);
    for (const ids of sameNamed) {
      for (const locale of ['el', 'en']) {
        const names = divisionNames(ids, locale);
        const line = placesOnce(names);
        // said once: no name follows itself, none is lost, and the community's went
        expect(line.some((name, i) => i > 0 && bare(name) === bare(line[i - 1]!))).toBe(false);
        expect(new Set(line.map(bare))).toEqual(new Set(names.map(bare)));
        expect(line.length).toBeLessThan(names.length);
      }
    }
  });

  it('keeps every level whose name differs', () => {
    expect(placesOnce(['Κρήτης', 'Ηρακλείου', 'Αρχανών', 'Κάτω Αρχανών'])).toEqual(['Κρήτης', 'Ηρακλείου', 'Αρχανών', 'Κάτω Αρχανών']);
    expect(placesOnce(['Μοιρών', 'Μοιρων', 'Ηρακλείου'])).toEqual(['Μοιρών', 'Ηρακλείου']);
  });
});
