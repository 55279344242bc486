import { useMemo } from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ChartConfiguration } from 'chart.js';
import { ChartCanvas, COLOURS } from './chart-canvas';
import { FiguresTable } from './figures-table';
import { OverviewSection } from './overview-section';
import { RegionMap } from './region-map';
import type { Overview } from './overview-queries';

type Bar = { key: string; name: string; count: number };

/** A horizontal bar chart of counts with its table. */
function CountChart({ bars, chartId, tableId, headId, testId }: { bars: Bar[]; chartId: string; tableId: string; headId: string; testId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'bar',
      data: { labels: bars.map((b) => b.name), datasets: [{ label: t('overview.certificates.count'), data: bars.map((b) => b.count), backgroundColor: COLOURS.first }] },
      options: { locale: intl.locale, indexAxis: 'y', plugins: { legend: { display: false } }, scales: { x: { ticks: { precision: 0 } } } },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- drawn again when the figures or the language change
    [bars, intl.locale],
  );
  if (bars.length === 0)
    return (
      <Text fontSize="sm" data-testid={testId}>
        {t(tableId)}: {t('overview.certificates.none')}
      </Text>
    );
  return (
    <Stack gap={2} minW={0}>
      <ChartCanvas config={config} label={t(chartId)} height={Math.max(32, 10 + bars.length * 7)} />
      <FiguresTable
        testId={testId}
        caption={t(tableId)}
        heads={[t(headId), t('overview.certificates.count')]}
        rows={bars.map((b) => ({ key: b.key, head: b.name, cells: [intl.formatNumber(b.count)] }))}
      />
    </Stack>
  );
}

/** The certificates in force on the period's last day: by standard, by the operator's region and by product. */
export function CertificatesSection({ certificates }: { certificates: Overview['certificates'] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const greek = intl.locale.startsWith('el');
  const standards = useMemo(() => certificates.by_standard.map((s) => ({ key: s.standard, name: t(`staff.type.${s.standard}`), count: s.count })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- named again when the language changes
    [certificates, intl.locale]);
  const regions = useMemo(
    () => certificates.by_region.map((r) => ({ key: r.region ?? 'none', name: (greek ? r.name : r.name_en) ?? t('overview.certificates.noRegion'), count: r.count })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- named again when the language changes
    [certificates, intl.locale],
  );
  const regionCounts = useMemo(() => regions.map((r) => ({ region: r.key === 'none' ? null : r.key, name: r.name, count: r.count })), [regions]);
  const products = useMemo(() => certificates.by_product.map((p) => ({ key: p.product, name: p.product, count: p.count })), [certificates]);
  return (
    <OverviewSection id="certificates" values={{ day: intl.formatDate(`${certificates.on}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }) }}>
      <RegionMap regions={regionCounts} />
      {/* a CSS grid on a Box: Chakra's SimpleGrid split into a chunk every other route then downloaded */}
      <Box display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' }} gap={4} minW={0}>
        <CountChart bars={standards} chartId="overview.certificates.standardChart" tableId="overview.certificates.standardTable" headId="overview.certificates.standard" testId="overview-certificates-standard" />
        <CountChart bars={regions} chartId="overview.certificates.regionChart" tableId="overview.certificates.regionTable" headId="overview.certificates.region" testId="overview-certificates-region" />
        <CountChart bars={products} chartId="overview.certificates.productChart" tableId="overview.certificates.productTable" headId="overview.certificates.product" testId="overview-certificates-product" />
      </Box>
    </OverviewSection>
  );
}
