import { loadGreece, type DivisionIndex } from '../divisions/greece';
import { loadSpain, SPAIN_ID_PREFIX } from '../divisions/spain';
import type { Handler } from './types';

// Division ids are strings specific to their country: Greek ids are the Kallikratis codes
// (digits only), Spanish ids start with `ES-` (ES-AC-01 comunidad, ES-PR-28 provincia,
// ES-28079 municipio: INE codes). So ids never collide between countries, and the child
// endpoints, which get only a parent id, know the country from the id itself.
// Countries without data answer an empty list rather than an error, so forms still let
// people type an address.
export function miscHandlers() {
  let greece: DivisionIndex | undefined;
  let spain: DivisionIndex | undefined;
  const greek = () => (greece ??= loadGreece());
  const spanish = () => (spain ??= loadSpain());
  const byCountryId: Record<number, () => DivisionIndex> = { 1: greek, 2: spanish };
  const byParentId = (id: string) => (id.startsWith(SPAIN_ID_PREFIX) ? spanish() : greek());

  const listRegions: Handler<'listRegions'> = async (request) => ({
    data: byCountryId[request.query.country_id]?.().regions ?? [],
  });
  const listPrefectures: Handler<'listPrefectures'> = async (request) => ({
    data: byParentId(request.query.region_id).prefecturesByRegion.get(request.query.region_id) ?? [],
  });
  const listMunicipalUnits: Handler<'listMunicipalUnits'> = async (request) => ({
    data: byParentId(request.query.prefecture_id).municipalUnitsByPrefecture.get(request.query.prefecture_id) ?? [],
  });
  const listLocalCommunities: Handler<'listLocalCommunities'> = async (request) => ({
    data: byParentId(request.query.municipal_unit_id).communitiesByMunicipalUnit.get(request.query.municipal_unit_id) ?? [],
  });

  return { listRegions, listPrefectures, listMunicipalUnits, listLocalCommunities };
}
