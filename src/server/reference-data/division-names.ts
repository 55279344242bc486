import { divisionsOfParent, type divisionsOfCountry } from './catalogue';
import type { Division } from './greece';

type Index = NonNullable<ReturnType<typeof divisionsOfCountry>>;

const nameOf = (division: Division | undefined, english: boolean) => (division ? (english && division.name_en) || division.name : undefined);

/**
 * The names of a place chosen in the region cascade (region → prefecture → municipal unit →
 * local community), as people read them; an id the lists do not know is left as it is.
 */
export function divisionNames(ids: readonly string[], locale: string): string[] {
  if (!ids.length) return [];
  const index: Index = divisionsOfParent(ids[0]!);
  const english = locale !== 'el';
  const levels: ((parent: string | undefined) => Division[] | undefined)[] = [
    () => index.regions,
    (parent) => index.prefecturesByRegion.get(parent!),
    (parent) => index.municipalUnitsByPrefecture.get(parent!),
    (parent) => index.communitiesByMunicipalUnit.get(parent!),
  ];
  return ids.map((id, level) => nameOf(levels[level]?.(ids[level - 1])?.find((d) => String(d.id) === id), english) ?? id);
}

const bare = (name: string) => name.normalize('NFD').replace(/\p{Mn}/gu, '').toLocaleLowerCase('el');

/**
 * A place's names as one line reads them, each once: a community and its municipal unit often
 * share a name ("Μοιρών, Μοιρών, Ηρακλείου"), which an address says once ("Μοιρών, Ηρακλείου").
 */
export function placesOnce(names: readonly string[]): string[] {
  return names.filter((name, i) => i === 0 || bare(name) !== bare(names[i - 1]!));
}
