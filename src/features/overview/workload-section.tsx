import { useMemo } from 'react';
import { Box, Link, List, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { ChartConfiguration } from 'chart.js';
import { ChartCanvas, COLOURS } from './chart-canvas';
import { FiguresTable } from './figures-table';
import { OverviewSection } from './overview-section';
import type { Overview, OverviewFilters } from './overview-queries';

const DAYS_SHOWN = 28;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Each reviewer's and inspector's open work (a bar each, and the table with a link to their
 * applications in the queue), and the next four weeks' planned inspections on a calendar strip.
 */
export function WorkloadSection({ workload, today, filters }: { workload: Overview['workload']; today: string; filters: OverviewFilters }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'bar',
      data: {
        labels: workload.people.map((p) => p.name),
        datasets: [
          { label: t('overview.workload.openReviews'), data: workload.people.map((p) => p.open_reviews), backgroundColor: COLOURS.first },
          { label: t('overview.workload.plannedInspections'), data: workload.people.map((p) => p.planned_inspections), backgroundColor: COLOURS.second },
        ],
      },
      options: { locale: intl.locale, indexAxis: 'y', scales: { x: { ticks: { precision: 0 } } } },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- drawn again when the figures or the language change
    [workload.people, intl.locale],
  );
  const queueOf = (id: number) => {
    const query = new URLSearchParams({ member: String(id) });
    if (filters.standard) query.set('type', filters.standard);
    if (filters.region) query.set('region', filters.region);
    return `/staff/applications?${query}`;
  };
  const days = Array.from({ length: DAYS_SHOWN }, (_, i) => addDays(today, i));
  const planned = new Map(workload.upcoming.map((d) => [d.day, d.count]));
  const at = (day: string) => `${day}T12:00:00Z`;
  // short on the strip (a phone's seventh of 360 px), the whole date for a screen reader
  const shortName = (day: string) => intl.formatDate(at(day), { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
  const fullName = (day: string) => intl.formatDate(at(day), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (
    <OverviewSection id="workload">
      <ChartCanvas config={config} label={t('overview.workload.chart')} height={Math.max(48, 12 + workload.people.length * 8)} />
      <FiguresTable
        testId="overview-workload"
        caption={t('overview.workload.table')}
        heads={[t('overview.workload.person'), t('overview.workload.openReviews'), t('overview.workload.plannedInspections')]}
        rows={workload.people.map((p) => ({
          key: String(p.id),
          head: (
            <Link asChild colorPalette="green" textDecoration="underline">
              <RouterLink to={queueOf(p.id)} aria-label={t('overview.workload.openQueue', { name: p.name })}>
                {p.name}
              </RouterLink>
            </Link>
          ),
          cells: [intl.formatNumber(p.open_reviews), intl.formatNumber(p.planned_inspections)],
        }))}
      />
      <Text as="h3" fontWeight="medium" id="overview-upcoming">
        <FormattedMessage id="overview.workload.upcoming" />
      </Text>
      <List.Root as="ol" aria-labelledby="overview-upcoming" listStyleType="none" display="grid" gridTemplateColumns="repeat(7, minmax(0, 1fr))" gap={1} m={0}>
        {days.map((day) => {
          const count = planned.get(day) ?? 0;
          return (
            <List.Item key={day} borderWidth="1px" borderRadius="sm" p={1} textAlign="center" bg={count ? 'green.100' : 'white'} minW={0}>
              <Text srOnly>{`${fullName(day)}: ${t('overview.workload.dayCount', { count })}`}</Text>
              <Box aria-hidden fontSize="xs" color="gray.700" overflowWrap="anywhere">
                {shortName(day)}
              </Box>
              <Box aria-hidden fontWeight={count ? 'bold' : 'normal'}>
                {count ? intl.formatNumber(count) : '·'}
              </Box>
            </List.Item>
          );
        })}
      </List.Root>
    </OverviewSection>
  );
}
