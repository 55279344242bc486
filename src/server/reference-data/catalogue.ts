import { loadGreece, type DivisionIndex } from './greece';
import { loadSpain, SPAIN_ID_PREFIX } from './spain';

// Division ids are strings specific to their country: Greek ids are the Kallikratis codes
// (digits only), Spanish ids start with `ES-` (ES-AC-01 comunidad, ES-PR-28 provincia,
// ES-28079 municipio: INE codes). So ids never collide between countries, and a child list
// is found from its parent id alone. Each country's lists are read once, on first use.
let greece: DivisionIndex | undefined;
let spain: DivisionIndex | undefined;
const greek = () => (greece ??= loadGreece());
const spanish = () => (spain ??= loadSpain());
const byCountryId: Record<number, () => DivisionIndex> = { 1: greek, 2: spanish };

/** The divisions of a country; undefined for a country without data. */
export const divisionsOfCountry = (countryId: number): DivisionIndex | undefined => byCountryId[countryId]?.();

/** The divisions of the country a parent id belongs to. */
export const divisionsOfParent = (id: string): DivisionIndex => (id.startsWith(SPAIN_ID_PREFIX) ? spanish() : greek());
