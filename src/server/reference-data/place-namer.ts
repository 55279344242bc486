import type { PlaceNamer } from '../../engine/wizard-prefill-rule.ts';
import { countryCode } from './countries.ts';
import { divisionNames } from './division-names.ts';

/**
 * Names the most precise place of a region-cascade address (the town of Appendix 1's producer):
 * in Greek for a customer in Greece, as their papers spell it; otherwise the lists' own (Latin)
 * spelling. An id the lists do not know names nothing, rather than an id in a person's answers.
 */
export function placeNamer(countryId: number): PlaceNamer {
  const locale = countryCode(countryId) === 'GR' ? 'el' : 'en';
  return (ids) => {
    const names = divisionNames(ids, locale);
    const last = names.at(-1);
    return last === undefined || last === ids.at(-1) ? undefined : last;
  };
}
