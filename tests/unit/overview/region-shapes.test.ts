import { describe, expect, it } from 'vitest';
import { geoArea } from 'd3-geo';
import greece from '../../../src/features/overview/maps/greece-regions.topo.json';
import spain from '../../../src/features/overview/maps/spain-provinces.topo.json';
import { countryOf, regionShapes } from '../../../src/features/overview/region-shapes';
import { divisionsOfCountry } from '../../../src/server/reference-data/catalogue';

// The overview's map colours each region of the reference data (the addresses' regions): each
// must have its shape, or an operator's region would count in the table and vanish from the map.
describe("the overview map's region shapes", () => {
  it.each([
    ['greece', 1, greece],
    ['spain', 2, spain],
  ] as const)('%s: a shape for every region of the reference data, none for another', (country, countryId, topology) => {
    const regions = divisionsOfCountry(countryId)!.regions.map((region) => String(region.id)).sort();
    const shapes = regionShapes(country, topology as never);
    expect(shapes.map((shape) => shape.properties.region).sort()).toEqual(regions);
    for (const region of regions) expect(countryOf(region)).toBe(country);
    // each a real surface, wound the way d3-geo fills the inside (a wrong winding is the whole globe
    // but the region: all of Spain is 0.012 steradians)
    for (const shape of shapes) {
      expect(geoArea(shape), shape.properties.region).toBeGreaterThan(0);
      expect(geoArea(shape), shape.properties.region).toBeLessThan(0.01);
    }
  });

  it('draws a community as its provinces merged: Andalucía is larger than any of its eight provinces', () => {
    const andalucia = regionShapes('spain', spain as never).find((shape) => shape.properties.region === 'ES-AC-01')!;
    const sevilla = regionShapes('spain', { ...spain, objects: { esp: { ...spain.objects.esp, geometries: spain.objects.esp.geometries.filter((g) => g.properties?.name === 'Sevilla') } } } as never)[0]!;
    expect(geoArea(andalucia)).toBeGreaterThan(geoArea(sevilla) * 4);
  });
});
