import { get, type Entry } from '../core/authorization-kit';

/** Who may call the reference-data operations (the matrix: tests/server/core/authorization-matrix.test.ts). */
export const authorization: Record<string, Entry> = {
  // misc
  listRegions: { call: get('/misc/regions?country_id=1'), allowed: 'public' },
  listPrefectures: { call: get('/misc/prefectures?region_id=1'), allowed: 'public' },
  listMunicipalUnits: { call: get('/misc/municipal-units?prefecture_id=1'), allowed: 'public' },
  listLocalCommunities: { call: get('/misc/local-communities?municipal_unit_id=1'), allowed: 'public' },
};
