import { loadGreece, type DivisionIndex } from '../divisions/greece';
import type { Handler } from './types';

// Spain (INE codes) joins with the region-cascade renderer; until then other countries
// answer an empty list rather than an error, so forms still let people type an address.
export function miscHandlers() {
  let greece: DivisionIndex | undefined;
  const index = () => (greece ??= loadGreece());

  const listRegions: Handler<'listRegions'> = async (request) => ({
    data: request.query.country_id === 1 ? index().regions : [],
  });
  const listPrefectures: Handler<'listPrefectures'> = async (request) => ({
    data: index().prefecturesByRegion.get(request.query.region_id) ?? [],
  });
  const listMunicipalUnits: Handler<'listMunicipalUnits'> = async (request) => ({
    data: index().municipalUnitsByPrefecture.get(request.query.prefecture_id) ?? [],
  });
  const listLocalCommunities: Handler<'listLocalCommunities'> = async (request) => ({
    data: index().communitiesByMunicipalUnit.get(request.query.municipal_unit_id) ?? [],
  });

  return { listRegions, listPrefectures, listMunicipalUnits, listLocalCommunities };
}
