import { describe, expect, it } from 'vitest';
import { createFormRegistry } from '../../../../src/validation/validate';
import { SCHEMA_BASE_URI } from '../../../../src/engine/schema-base';

const registry = createFormRegistry();
const list = { $ref: `${SCHEMA_BASE_URI}_defs/handling-site.schema.json#/$defs/list` };
const keywords = (data: unknown, form: string | object = list) =>
  registry.validate(form, data).map((issue) => `${issue.path} ${issue.keyword}`);
const site = (extra: Record<string, unknown> = {}) => ({ name: 'North', is_main: true, location: null, ...extra });

describe('_defs of the geo renderers', () => {
  it('accepts a null location and a point with 4 to 6 decimals, rejects fewer or a half point', () => {
    expect(keywords(null, '_defs/geo-point')).toEqual([]);
    expect(keywords({ lat: '37.983800', lon: '23.7275' }, '_defs/geo-point')).toEqual([]);
    expect(keywords({ lat: '37.98', lon: '23.7275' }, '_defs/geo-point')).toEqual([' latLong']);
    expect(keywords({ lat: '37.9838' }, '_defs/geo-point')).toContain('/lon required');
  });

  it('accepts a cascade chosen from the top, not a child without its parent', () => {
    expect(keywords({ region: 'ES-AC-13', prefecture: 'ES-PR-28', municipal_unit: 'ES-28079' }, '_defs/region-cascade')).toEqual([]);
    expect(keywords({}, '_defs/region-cascade')).toEqual([]);
    expect(keywords({ prefecture: '0901' }, '_defs/region-cascade')).toEqual(['/region dependentRequired']);
  });

  it('accepts a first site without a name or coordinates (spec §4)', () => {
    expect(keywords([{ is_main: true, location: null }])).toEqual([]);
    expect(keywords([site({ division: { region: '9' }, transfer: { first_accession_date: '2019-03-01' } })])).toEqual([]);
  });

  it('needs at least one site and exactly one main site', () => {
    expect(keywords([])).toContain(' minItems');
    expect(keywords([site({ is_main: false })])).toContain(' contains');
    expect(keywords([site(), site({ name: 'South' })])).toContain(' contains');
    const issue = registry.validate(list, [site({ is_main: false })]).find((i) => i.keyword === 'contains');
    expect(issue?.messageId).toBe('defs.handlingSites.exactlyOneMain');
  });

  it('checks the site fields: coordinates, dates, unknown properties', () => {
    expect(keywords([site({ location: { lat: '91.0000', lon: '23.0000' } })])).toEqual(['/0/location latLong']);
    expect(keywords([site({ transfer: { departure_date: '31/12/2020' } })])).toEqual(['/0/transfer/departure_date format']);
    expect(keywords([site({ colour: 'red' })])).toEqual(['/0/colour additionalProperties']);
  });
});
