import type { UiSchema } from '@rjsf/utils';
import { GeoPointField } from '../geo-point/geo-point-field';
import { RegionCascadeField } from '../region-cascade/region-cascade-field';

const ORDER = ['name', 'at_applicant_address', 'division', 'street', 'number', 'postcode', 'location', 'is_manager', 'exploitation', 'transfer', '*'];

/**
 * The ui schema of one site: the region cascade and the geo point as their renderers, the
 * main flag hidden (the card's radio sets it, so that exactly one site is main). The form's
 * `items` ui schema is laid over it, field by field.
 */
export function itemUiSchema(items: UiSchema | undefined, countryId: number, mapOptions: Record<string, unknown>): UiSchema {
  const given = items ?? {};
  const over = (key: string, base: UiSchema): UiSchema => {
    const own = (given[key] ?? {}) as UiSchema;
    return { ...base, ...own, 'ui:options': { ...base['ui:options'], ...own['ui:options'] } };
  };
  return {
    'ui:order': ORDER,
    // The card's heading already names the site.
    'ui:label': false,
    ...given,
    division: over('division', { 'ui:field': RegionCascadeField, 'ui:options': { countryId } }),
    // the site's country: the help's example point is in it (a Spanish site is not shown Athens)
    location: over('location', { 'ui:field': GeoPointField, 'ui:options': { ...mapOptions, countryId } as UiSchema['ui:options'] }),
    is_main: { 'ui:widget': 'hidden' },
  };
}
