import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ChartConfiguration } from 'chart.js';
import { ChartCanvas, COLOURS } from './chart-canvas';
import { FiguresTable } from './figures-table';
import { OverviewSection } from './overview-section';
import type { Overview } from './overview-queries';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * The sanctions imposed and the certificates' suspensions month by month, the period's year
 * against the year before: the sanctions as bars, the suspensions as lines; the table holds
 * every figure of both years.
 */
export function SanctionsSection({ rows, year, today }: { rows: Overview['sanctions']; year: number; today: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const monthName = (month: number) => intl.formatDate(Date.UTC(2000, month - 1, 15), { month: 'short', timeZone: 'UTC' });
  // a month still to come has no figure (no bar, a gap in the line, a dash in the table), not a zero
  const toCome = (y: number, month: number) => `${y}-${String(month).padStart(2, '0')}` > today.slice(0, 7);
  const of = (y: number, month: number, pick: 'sanctions' | 'suspensions') =>
    toCome(y, month) ? null : (rows.find((r) => r.year === y && r.month === month)?.[pick] ?? 0);
  const config = useMemo<ChartConfiguration>(() => {
    const series = (y: number, pick: 'sanctions' | 'suspensions') => MONTHS.map((m) => of(y, m, pick));
    return {
      type: 'bar',
      data: {
        labels: MONTHS.map(monthName),
        datasets: [
          { label: t('overview.sanctions.sanctions', { year: String(year) }), data: series(year, 'sanctions'), backgroundColor: COLOURS.first },
          { label: t('overview.sanctions.sanctions', { year: String(year - 1) }), data: series(year - 1, 'sanctions'), backgroundColor: COLOURS.second },
          { type: 'line', label: t('overview.sanctions.suspensions', { year: String(year) }), data: series(year, 'suspensions'), borderColor: COLOURS.third, backgroundColor: COLOURS.third },
          { type: 'line', label: t('overview.sanctions.suspensions', { year: String(year - 1) }), data: series(year - 1, 'suspensions'), borderColor: COLOURS.third, backgroundColor: COLOURS.third, borderDash: [6, 4] },
        ],
      },
      options: { locale: intl.locale, scales: { y: { beginAtZero: true, ticks: { precision: 0 }, title: { display: true, text: t('overview.sanctions.axis') } } } },
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- drawn again when the figures or the language change
  }, [rows, year, today, intl.locale]);
  return (
    <OverviewSection id="sanctions">
      <ChartCanvas config={config} label={t('overview.sanctions.chart')} />
      <FiguresTable
        testId="overview-sanctions"
        caption={t('overview.sanctions.table')}
        heads={[
          t('overview.sanctions.month'),
          ...(['sanctions', 'suspensions'] as const).flatMap((pick) => [year, year - 1].map((y) => t(`overview.sanctions.${pick}`, { year: String(y) }))),
        ]}
        rows={MONTHS.map((month) => ({
          key: String(month),
          head: monthName(month),
          cells: (['sanctions', 'suspensions'] as const).flatMap((pick) =>
            [year, year - 1].map((y) => {
              const count = of(y, month, pick);
              return count === null ? '–' : intl.formatNumber(count);
            }),
          ),
        }))}
      />
    </OverviewSection>
  );
}
