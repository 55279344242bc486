// Kept apart from the shapes (region-shapes.ts, with topojson-client): the page decides which maps
// to show with these alone, and fetches the shapes only when it shows one.

/**
 * The portal's regions (the reference data's ids: Greece's Kallikratis regions 1–13, Spain's
 * autonomous communities by INE code ES-AC-01…19) matched to the map's shapes, which carry
 * Natural Earth's HASC codes (maps/LICENSE.md). Spain's shapes are provinces: a community is
 * drawn as its provinces merged. Ceuta and Melilla share one code, told apart by name.
 */
export const GREECE: Record<string, string> = {
  '1': 'GR.MT', '2': 'GR.MC', '3': 'GR.MW', '4': 'GR.EP', '5': 'GR.TS', '6': 'GR.II', '7': 'GR.GW',
  '8': 'GR.GC', '9': 'GR.AT', '10': 'GR.PP', '11': 'GR.AN', '12': 'GR.AS', '13': 'GR.CR',
};
export const SPAIN: Record<string, string> = {
  'ES-AC-01': 'ES.AN', 'ES-AC-02': 'ES.AR', 'ES-AC-03': 'ES.AS', 'ES-AC-04': 'ES.PM', 'ES-AC-05': 'ES.CN',
  'ES-AC-06': 'ES.CB', 'ES-AC-07': 'ES.CL', 'ES-AC-08': 'ES.CM', 'ES-AC-09': 'ES.CT', 'ES-AC-10': 'ES.VC',
  'ES-AC-11': 'ES.EX', 'ES-AC-12': 'ES.GA', 'ES-AC-13': 'ES.MD', 'ES-AC-14': 'ES.MU', 'ES-AC-15': 'ES.NA',
  'ES-AC-16': 'ES.PV', 'ES-AC-17': 'ES.LO', 'ES-AC-18': 'Ceuta', 'ES-AC-19': 'Melilla',
};

export type MapCountry = 'greece' | 'spain';

/** The map's countries: which regions each holds. */
export const countryOf = (region: string): MapCountry | undefined => (region in GREECE ? 'greece' : region in SPAIN ? 'spain' : undefined);
