import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A row of the region / prefecture / municipal unit / local community cascade. */
export interface Division {
  id: string;
  name: string;
  name_en?: string;
}

interface Community { name: string; community_code: number }
interface MunicipalUnit { id: string; name: string; communities: Community[] }
interface RegionalUnit { id: string; name: string; municipalities: { municipal_units: MunicipalUnit[] }[] }
interface Region { id: number; name: string; regional_units: RegionalUnit[] }

const dataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'reference-data', 'gr');

export interface DivisionIndex {
  regions: Division[];
  prefecturesByRegion: Map<string, Division[]>;
  municipalUnitsByPrefecture: Map<string, Division[]>;
  communitiesByMunicipalUnit: Map<string, Division[]>;
}

/**
 * Greece from the Kallikratis 2011 code list (MIT, see LICENSE-kallikratis.txt). The
 * seed's "prefecture" is the regional unit; municipalities are skipped because the forms
 * ask for the municipal unit directly. English region names from elUtils (MIT).
 */
export function loadGreece(): DivisionIndex {
  const regions = JSON.parse(fs.readFileSync(path.join(dataDir, 'kallikratis-2011.json'), 'utf8')) as Region[];
  const english = JSON.parse(
    fs.readFileSync(path.join(dataDir, 'elutils-administrative-regions-en.json'), 'utf8'),
  ) as { id: number; name: string }[];
  const englishName = new Map(english.map((r) => [r.id, r.name]));
  const index: DivisionIndex = {
    regions: [],
    prefecturesByRegion: new Map(),
    municipalUnitsByPrefecture: new Map(),
    communitiesByMunicipalUnit: new Map(),
  };
  for (const region of regions) {
    const regionId = String(region.id);
    index.regions.push({ id: regionId, name: region.name, name_en: englishName.get(region.id) });
    index.prefecturesByRegion.set(
      regionId,
      region.regional_units.map((unit) => ({ id: unit.id, name: unit.name })),
    );
    for (const unit of region.regional_units) {
      const municipalUnits = unit.municipalities.flatMap((m) => m.municipal_units);
      index.municipalUnitsByPrefecture.set(
        unit.id,
        municipalUnits.map((mu) => ({ id: mu.id, name: mu.name })).sort(byName),
      );
      for (const mu of municipalUnits) {
        index.communitiesByMunicipalUnit.set(
          mu.id,
          mu.communities.map((c) => ({ id: String(c.community_code), name: c.name })).sort(byName),
        );
      }
    }
  }
  return index;
}

const byName = (a: Division, b: Division) => a.name.localeCompare(b.name, 'el');
