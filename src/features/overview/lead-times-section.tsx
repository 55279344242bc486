import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ChartConfiguration } from 'chart.js';
import { FilterSelect } from '../shared/filter-select';
import { ChartCanvas, COLOURS } from './chart-canvas';
import { FiguresTable } from './figures-table';
import { OverviewSection } from './overview-section';
import { SPANS, type LeadTimeSpan, type Overview } from './overview-queries';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * How long each span of the lifecycle took, month by month: the median of the period's year
 * against the year before, and the year's 90th percentile, as lines; the table holds every
 * figure (how many, median, 90th percentile) of both years.
 */
export function LeadTimesSection({ rows, year, span, onSpan }: { rows: Overview['lead_times']; year: number; span: LeadTimeSpan; onSpan: (span: LeadTimeSpan) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const monthName = (month: number) => intl.formatDate(Date.UTC(2000, month - 1, 15), { month: 'short', timeZone: 'UTC' });
  const of = (y: number, month: number) => rows.find((r) => r.span === span && r.year === y && r.month === month);
  const config = useMemo<ChartConfiguration>(() => {
    const series = (y: number, pick: 'median_days' | 'p90_days') => MONTHS.map((m) => of(y, m)?.[pick] ?? null);
    return {
      type: 'line',
      data: {
        labels: MONTHS.map(monthName),
        datasets: [
          { label: t('overview.leadTimes.median', { year: String(year) }), data: series(year, 'median_days'), borderColor: COLOURS.first, backgroundColor: COLOURS.first, spanGaps: true },
          { label: t('overview.leadTimes.median', { year: String(year - 1) }), data: series(year - 1, 'median_days'), borderColor: COLOURS.second, backgroundColor: COLOURS.second, spanGaps: true },
          { label: t('overview.leadTimes.p90', { year: String(year) }), data: series(year, 'p90_days'), borderColor: COLOURS.third, backgroundColor: COLOURS.third, borderDash: [6, 4], spanGaps: true },
        ],
      },
      options: { locale: intl.locale, scales: { y: { beginAtZero: true, title: { display: true, text: t('overview.leadTimes.days') } } } },
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- drawn again when the figures, the span or the language change
  }, [rows, span, year, intl.locale]);
  const figures = (y: number, month: number) => {
    const row = of(y, month);
    const number = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 });
    return row ? [number(row.count), number(row.median_days), number(row.p90_days)] : ['0', '–', '–'];
  };
  const spanName = t(`overview.leadTimes.span.${span}`);
  return (
    <OverviewSection id="leadTimes">
      <FilterSelect id="overview-span" labelId="overview.leadTimes.spanLabel" value={span} onChange={(v) => onSpan(v as LeadTimeSpan)}>
        {SPANS.map((s) => (
          <option key={s} value={s}>
            {t(`overview.leadTimes.span.${s}`)}
          </option>
        ))}
      </FilterSelect>
      <ChartCanvas config={config} label={t('overview.leadTimes.chart', { span: spanName })} />
      <FiguresTable
        testId="overview-lead-times"
        caption={t('overview.leadTimes.table', { span: spanName })}
        heads={[
          t('overview.leadTimes.month'),
          ...[year, year - 1].flatMap((y) => [t('overview.leadTimes.count', { year: String(y) }), t('overview.leadTimes.median', { year: String(y) }), t('overview.leadTimes.p90', { year: String(y) })]),
        ]}
        rows={MONTHS.map((month) => ({ key: String(month), head: monthName(month), cells: [...figures(year, month), ...figures(year - 1, month)] }))}
      />
    </OverviewSection>
  );
}
