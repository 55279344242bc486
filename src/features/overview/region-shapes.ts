import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { feature, merge } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { GREECE, SPAIN, type MapCountry } from './region-codes';

export { countryOf, type MapCountry } from './region-codes';

export type RegionShape = Feature<Polygon | MultiPolygon, { region: string }>;
type Shapes = Topology<{ [name: string]: GeometryCollection<{ name?: string }> }>;

/** The shape of each of a country's regions, by the portal's region id. */
export function regionShapes(country: MapCountry, topology: Shapes): RegionShape[] {
  const object = Object.values(topology.objects)[0];
  const codes = country === 'greece' ? GREECE : SPAIN;
  // a geometry's code: HASC, or the name where two places share one (Ceuta, Melilla)
  const codeOf = (geometry: (typeof object.geometries)[number]) => {
    const name = (geometry.properties as { name?: string } | undefined)?.name;
    return name === 'Ceuta' || name === 'Melilla' ? name : String(geometry.id);
  };
  return Object.entries(codes).flatMap(([region, code]) => {
    const parts = object.geometries.filter((geometry) => codeOf(geometry) === code);
    if (parts.length === 0) return [];
    const geometry = parts.length === 1 ? (feature(topology, parts[0]) as Feature<Polygon | MultiPolygon>).geometry : merge(topology, parts as never);
    return [{ type: 'Feature' as const, id: region, geometry, properties: { region } }];
  });
}
