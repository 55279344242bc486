import { divisionsOfCountry, divisionsOfParent } from './catalogue';
import type { Handler } from '../core/handler';

// The region → prefecture → municipal unit → local community lists (ids: reference-data/catalogue.ts).
// Countries without data answer an empty list rather than an error, so forms still let
// people type an address.
export function miscHandlers() {
  const listRegions: Handler<'listRegions'> = async (request) => ({
    data: divisionsOfCountry(request.query.country_id)?.regions ?? [],
  });
  const listPrefectures: Handler<'listPrefectures'> = async (request) => ({
    data: divisionsOfParent(request.query.region_id).prefecturesByRegion.get(request.query.region_id) ?? [],
  });
  const listMunicipalUnits: Handler<'listMunicipalUnits'> = async (request) => ({
    data: divisionsOfParent(request.query.prefecture_id).municipalUnitsByPrefecture.get(request.query.prefecture_id) ?? [],
  });
  const listLocalCommunities: Handler<'listLocalCommunities'> = async (request) => ({
    data: divisionsOfParent(request.query.municipal_unit_id).communitiesByMunicipalUnit.get(request.query.municipal_unit_id) ?? [],
  });

  return { listRegions, listPrefectures, listMunicipalUnits, listLocalCommunities };
}
