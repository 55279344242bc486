import { describe, expect, it } from 'vitest';
import { accentedName, loadGreece } from '../../../src/server/reference-data/greece';

/**
 * The Kallikratis code list writes municipal units and communities without accents; the
 * portal accents each word whose spelling is sure (scripts/accent-greek-divisions.mjs) and
 * leaves the rest as they were. Counted here, so that a new code list or word list that
 * loses accents, or one that changes a letter, fails.
 */
const bare = (text: string) => text.normalize('NFD').replace(/\p{Mn}/gu, '').normalize('NFC');
const syllables = (word: string) => (bare(word).toLowerCase().match(/[αεηιουω]+/g) ?? []).length;
/** A name some word of which (of two syllables or more) has no accent. */
const unaccented = (name: string) => (name.match(/\p{L}+/gu) ?? []).some((word) => syllables(word) >= 2 && bare(word) === word && /\p{Script=Greek}/u.test(word));

describe('the accents of Greek municipal units and communities', () => {
  const greece = loadGreece();
  const units = [...greece.municipalUnitsByPrefecture.values()].flat();
  const communities = [...greece.communitiesByMunicipalUnit.values()].flat();

  it('writes the names people know with their accents', () => {
    const names = new Set(units.map((u) => u.name));
    for (const name of ['Αρχανών', 'Ηρακλείου', 'Δοξάτου', 'Κάτω Νευροκοπίου', 'Αλεξανδρούπολης']) expect(names).toContain(name);
    expect(communities.map((c) => c.name)).toContain('Δοξάτου');
  });

  it('only adds accents: every name keeps its letters, and no word has two accents', () => {
    for (const { name } of [...units, ...communities]) {
      for (const word of name.match(/\p{L}+/gu) ?? []) expect(word.normalize('NFD').match(/\u0301/g)?.length ?? 0, name).toBeLessThanOrEqual(1);
    }
    expect(accentedName('Αρχανων - Αστερουσιων', { αρχανων: 'αρχανών' })).toBe('Αρχανών - Αστερουσιων');
    expect(accentedName('Αργους', { αργους: 'άργους' })).toBe('Άργους');
    expect(accentedName('Άργους', { αργους: 'αργούς' })).toBe('Άργους');
  });

  it('leaves no more names without accents than it did when the word list was made', () => {
    const left = { units: units.filter((u) => unaccented(u.name)).length, communities: communities.filter((c) => unaccented(c.name)).length };
    console.info(`without an accent: ${left.units} of ${units.length} municipal units, ${left.communities} of ${communities.length} communities`);
    expect(left.units).toBeLessThanOrEqual(LEFT.units);
    expect(left.communities).toBeLessThanOrEqual(LEFT.communities);
  });
});

// measured with the word list of this commit
const LEFT = { units: 441, communities: 3842 };
