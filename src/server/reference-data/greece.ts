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

const dataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'gr');

export interface DivisionIndex {
  regions: Division[];
  prefecturesByRegion: Map<string, Division[]>;
  municipalUnitsByPrefecture: Map<string, Division[]>;
  communitiesByMunicipalUnit: Map<string, Division[]>;
}

/** Without accents or dialytika, to match the code list's bare names with elUtils' accented ones. */
const bare = (name: string) => name.normalize('NFD').replace(/\p{Mn}/gu, '');

interface ElutilsRegion { id: number; name: string; units?: { name: string }[] }
const readElutils = (file: string) => JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8')) as ElutilsRegion[];

/**
 * Greece from the Kallikratis 2011 code list (MIT, see LICENSE-kallikratis.txt). The
 * seed's "prefecture" is the regional unit; municipalities are skipped because the forms
 * ask for the municipal unit directly. The code list writes names without accents
 * ("Ιονιων Νησων"): region names, and the regional units whose bare name matches one, are
 * taken with their accents from elUtils (MIT), as are the English region names. Municipal
 * units and communities have no accented source and stay as the code list has them.
 */
export function loadGreece(): DivisionIndex {
  const regions = JSON.parse(fs.readFileSync(path.join(dataDir, 'kallikratis-2011.json'), 'utf8')) as Region[];
  const englishName = new Map(readElutils('elutils-administrative-regions-en.json').map((r) => [r.id, r.name]));
  const greek = new Map(readElutils('elutils-administrative-regions-el.json').map((r) => [r.id, r]));
  const index: DivisionIndex = {
    regions: [],
    prefecturesByRegion: new Map(),
    municipalUnitsByPrefecture: new Map(),
    communitiesByMunicipalUnit: new Map(),
  };
  for (const region of regions) {
    const regionId = String(region.id);
    const accented = greek.get(region.id);
    const unitNames = new Map((accented?.units ?? []).map((u) => [bare(u.name), u.name]));
    index.regions.push({ id: regionId, name: accented?.name ?? region.name, name_en: englishName.get(region.id) });
    index.prefecturesByRegion.set(
      regionId,
      region.regional_units.map((unit) => ({ id: unit.id, name: unitNames.get(bare(unit.name)) ?? unit.name })),
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
