/** What the list logic needs of a handling site; the rest is carried along untouched. */
export interface SiteLike {
  name?: string;
  is_main?: boolean;
  [key: string]: unknown;
}

/** Names are compared trimmed and case-insensitively ("Αποθήκη " = "αποθήκη"). */
export const normalizeName = (name: unknown): string =>
  typeof name === 'string' ? name.normalize('NFC').trim().toLocaleLowerCase() : '';

/**
 * Indexes of sites whose name an earlier site already has: those get "a handling site with
 * the same name already exists". Empty names are not compared (the first may stay empty).
 */
export function duplicateNameIndexes(sites: readonly SiteLike[]): Set<number> {
  const seen = new Set<string>();
  const duplicates = new Set<number>();
  sites.forEach((site, index) => {
    const name = normalizeName(site?.name);
    if (!name) return;
    if (seen.has(name)) duplicates.add(index);
    seen.add(name);
  });
  return duplicates;
}

/** Makes `index` the main site and every other site not main: there is exactly one. */
export const setMainSite = <T extends SiteLike>(sites: readonly T[], index: number): T[] =>
  sites.map((site, i) => ({ ...site, is_main: i === index }));

/** The first site is main when none is (a new list, or the main site was removed). */
export function ensureMainSite<T extends SiteLike>(sites: readonly T[]): T[] {
  const mains = sites.filter((site) => site?.is_main === true).length;
  if (sites.length === 0 || mains === 1) return [...sites];
  const first = sites.findIndex((site) => site?.is_main === true);
  return setMainSite(sites, Math.max(first, 0));
}

export const hasExactlyOneMain = (sites: readonly SiteLike[]): boolean =>
  sites.length === 0 || sites.filter((site) => site?.is_main === true).length === 1;

export const removeSite = <T extends SiteLike>(sites: readonly T[], index: number): T[] =>
  ensureMainSite(sites.filter((_, i) => i !== index));

export const addSite = <T extends SiteLike>(sites: readonly T[], blank: T): T[] =>
  ensureMainSite([...sites, { ...blank, is_main: sites.length === 0 }]);
