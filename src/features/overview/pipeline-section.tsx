import { useMemo } from 'react';
import { Link } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { ChartConfiguration } from 'chart.js';
import { ChartCanvas, COLOURS } from './chart-canvas';
import { FiguresTable } from './figures-table';
import { OverviewSection } from './overview-section';
import { queueLinkOf } from './overview-filters';
import type { Overview, OverviewFilters } from './overview-queries';

const STANDARDS = ['bio', 'globalgap'] as const;

/**
 * The steps in the lifecycle's order, as the contract names them (src/lifecycle STEPS): the
 * Record makes the compiler hold this list to the contract's. Not imported from src/lifecycle:
 * that split the lifecycle module into a chunk of its own, which an application's page then
 * downloaded on top (scripts/route-sizes.mjs).
 */
const ORDER: Record<Overview['pipeline'][number]['step'], number> = { review: 0, offer: 1, contract: 2, inspection: 3, results: 4, decision: 5 };
const STEPS = Object.keys(ORDER) as Overview['pipeline'][number]['step'][];

/**
 * What waits at each step, per standard: a bar per step (the standards stacked) and the table
 * of every figure, each count a link to the queue filtered to those applications.
 */
export function PipelineSection({ pipeline, filters }: { pipeline: Overview['pipeline']; filters: OverviewFilters }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const days = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 });
  const standards = filters.standard ? [filters.standard] : STANDARDS;
  const cellOf = (step: string, standard: string) => pipeline.find((c) => c.step === step && c.standard === standard);
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'bar',
      data: {
        labels: STEPS.map((step) => t(`lifecycle.step.${step}`)),
        datasets: standards.map((standard) => ({
          label: t(`staff.type.${standard}`),
          data: STEPS.map((step) => cellOf(step, standard)?.count ?? 0),
          backgroundColor: standard === 'bio' ? COLOURS.first : COLOURS.second,
        })),
      },
      options: { locale: intl.locale, scales: { x: { stacked: true }, y: { stacked: true, ticks: { precision: 0 } } } },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- drawn again when the figures or the language change
    [pipeline, intl.locale, standards.join()],
  );
  const link = (to: string, value: number, label: string) =>
    value === 0 ? (
      intl.formatNumber(0)
    ) : (
      <Link asChild colorPalette="green" textDecoration="underline">
        <RouterLink to={to} aria-label={label}>
          {intl.formatNumber(value)}
        </RouterLink>
      </Link>
    );
  const rows = STEPS.flatMap((step) =>
    standards.map((standard) => {
      const cell = cellOf(step, standard);
      const names = { step: t(`lifecycle.step.${step}`), standard: t(`staff.type.${standard}`) };
      return {
        key: `${step}-${standard}`,
        head: `${names.step} · ${names.standard}`,
        cells: [
          link(queueLinkOf(filters, { step, standard }), cell?.count ?? 0, intl.formatMessage({ id: 'overview.pipeline.openWaiting' }, { ...names, count: cell?.count ?? 0 })),
          cell ? days(cell.median_days) : '–',
          cell ? days(cell.oldest_days) : '–',
          link(queueLinkOf(filters, { step, standard }, true), cell?.overdue ?? 0, intl.formatMessage({ id: 'overview.pipeline.openOverdue' }, { ...names, count: cell?.overdue ?? 0 })),
        ],
      };
    }),
  );
  return (
    <OverviewSection id="pipeline">
      <ChartCanvas config={config} label={t('overview.pipeline.chart')} />
      <FiguresTable
        testId="overview-pipeline"
        caption={t('overview.pipeline.table')}
        heads={['step', 'waiting', 'median', 'oldest', 'overdue'].map((c) => t(`overview.pipeline.${c}`))}
        rows={rows}
      />
    </OverviewSection>
  );
}
