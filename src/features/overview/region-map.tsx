import { useEffect, useMemo, useState } from 'react';
import { Box, Heading, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Chart, type ChartConfiguration } from 'chart.js';
import { ChartCanvas } from './chart-canvas';
import { countryOf, type MapCountry } from './region-codes';
import type { RegionShape } from './region-shapes';

/** The map's shapes and Chart.js's map charts, fetched when a map is first shown (about 40 kB compressed), never with the page. */
async function loadMaps(): Promise<Record<MapCountry, RegionShape[]>> {
  const [geo, { regionShapes }, greece, spain] = await Promise.all([
    import('chartjs-chart-geo'),
    import('./region-shapes'),
    import('./maps/greece-regions.topo.json'),
    import('./maps/spain-provinces.topo.json'),
  ]);
  Chart.register(geo.ChoroplethController, geo.GeoFeature, geo.ColorScale, geo.ProjectionScale);
  return { greece: regionShapes('greece', greece.default as never), spain: regionShapes('spain', spain.default as never) };
}

let shapesOnce: Promise<Record<MapCountry, RegionShape[]>> | undefined;

export interface RegionCount {
  region: string | null;
  name: string;
  count: number;
}

/**
 * The certificates by region on maps of Greece and Spain (each shown when it has certificates),
 * coloured by count from the region shapes shipped with the app (maps/LICENSE.md), no tile
 * server. The canvas is a picture to a screen reader: its name sends to the region table beside
 * it, which holds the same figures.
 */
export function RegionMap({ regions }: { regions: RegionCount[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [shapes, setShapes] = useState<Record<MapCountry, RegionShape[]>>();
  useEffect(() => {
    let shown = true;
    shapesOnce ??= loadMaps();
    shapesOnce.then((loaded) => shown && setShapes(loaded)).catch(() => undefined);
    return () => {
      shown = false;
    };
  }, []);
  const countries = (['greece', 'spain'] as const).filter((country) => regions.some((r) => r.region && countryOf(r.region) === country && r.count > 0));
  if (!shapes || countries.length === 0) return null;
  return (
    <Box display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: `repeat(${countries.length}, minmax(0, 1fr))` }} gap={4} minW={0} data-testid="overview-region-map">
      {countries.map((country) => (
        <CountryMap key={country} country={country} shapes={shapes[country]} regions={regions} label={t(`overview.certificates.map.${country}`)} />
      ))}
    </Box>
  );
}

function CountryMap({ country, shapes, regions, label }: { country: MapCountry; shapes: RegionShape[]; regions: RegionCount[]; label: string }) {
  const intl = useIntl();
  const config = useMemo(() => {
    const counts = new Map(regions.map((r) => [r.region, r]));
    return {
      type: 'choropleth',
      data: {
        labels: shapes.map((shape) => counts.get(shape.properties.region)?.name ?? ''),
        datasets: [
          {
            label: intl.formatMessage({ id: 'overview.certificates.count' }),
            outline: shapes,
            data: shapes.map((shape) => ({ feature: shape, value: counts.get(shape.properties.region)?.count ?? 0 })),
          },
        ],
      },
      options: {
        locale: intl.locale,
        showOutline: true,
        plugins: { legend: { display: false } },
        scales: {
          projection: { axis: 'x', projection: 'mercator' },
          color: { axis: 'x', interpolate: 'greens', legend: { position: 'bottom-right', align: 'right' }, ticks: { precision: 0 } },
        },
      },
    } as unknown as ChartConfiguration;
  }, [shapes, regions, intl]);
  return (
    <Stack gap={1} minW={0} data-country={country}>
      <Heading as="h3" size="sm">
        {intl.formatMessage({ id: `overview.certificates.mapTitle.${country}` })}
      </Heading>
      <ChartCanvas config={config} label={label} height={72} />
    </Stack>
  );
}
