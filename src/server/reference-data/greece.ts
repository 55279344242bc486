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
 * A name of the code list with its words accented where the spelling is sure
 * (`gr/accented-words.json`, made by scripts/accent-greek-divisions.mjs from elUtils' accented
 * names and the Greek Hunspell dictionary); a word it does not hold stays as it is.
 */
export function accentedName(name: string, words: Readonly<Record<string, string>>): string {
  return name.replace(/\p{L}+/gu, (word) => {
    const accented = bare(word) === word ? words[word.toLowerCase()] : undefined;
    if (!accented) return word;
    // the code list's capital stays a capital ("Αρχανων" → "Αρχανών", "Αργους" → "Άργους")
    const first = word[0] === word[0]!.toLowerCase() ? accented[0]! : accented[0]!.toUpperCase();
    return first + accented.slice(1);
  });
}

/**
 * Greece from the Kallikratis 2011 code list (MIT, see LICENSE-kallikratis.txt). The
 * seed's "prefecture" is the regional unit; municipalities are skipped because the forms
 * ask for the municipal unit directly. The code list writes names without accents
 * ("Ιονιων Νησων"): region names, and the regional units whose bare name matches one, are
 * taken with their accents from elUtils (MIT), as are the English region names. Municipal
 * units and communities have no accented source: their words are accented where the spelling
 * is sure (`accentedName`); tests/unit/reference-data/greek-accents.test.ts counts what stays bare.
 */
export function loadGreece(): DivisionIndex {
  const regions = JSON.parse(fs.readFileSync(path.join(dataDir, 'kallikratis-2011.json'), 'utf8')) as Region[];
  const englishName = new Map(readElutils('elutils-administrative-regions-en.json').map((r) => [r.id, r.name]));
  const greek = new Map(readElutils('elutils-administrative-regions-el.json').map((r) => [r.id, r]));
  const words = JSON.parse(fs.readFileSync(path.join(dataDir, 'accented-words.json'), 'utf8')) as Record<string, string>;
  const accent = (name: string) => accentedName(name, words);
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
      region.regional_units.map((unit) => ({ id: unit.id, name: unitNames.get(bare(unit.name)) ?? accent(unit.name) })),
    );
    for (const unit of region.regional_units) {
      const municipalUnits = unit.municipalities.flatMap((m) => m.municipal_units);
      index.municipalUnitsByPrefecture.set(
        unit.id,
        municipalUnits.map((mu) => ({ id: mu.id, name: accent(mu.name) })).sort(byName),
      );
      for (const mu of municipalUnits) {
        index.communitiesByMunicipalUnit.set(
          mu.id,
          mu.communities.map((c) => ({ id: String(c.community_code), name: accent(c.name) })).sort(byName),
        );
      }
    }
  }
  return index;
}

const byName = (a: Division, b: Division) => a.name.localeCompare(b.name, 'el');
