import type { Kysely } from 'kysely';
import type { Database } from '../core/db/types';
import { isoDay } from '../core/dates';
import { staffPipeline } from '../lifecycle/queue';
import { divisionsOfCountry } from '../reference-data/catalogue';
import { leadTimesStore } from './lead-times-store';
import { overviewStore, type OverviewFilters } from './store';

export type { OverviewFilters };

/** How many days ahead the calendar strip of planned inspections looks (four weeks, today included). */
export const UPCOMING_DAYS = 28;

const addDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/** The regions an operator may be in (Greece's, then Spain's), with their names as the register gives them: the filter's choices and the map's names. */
function regionsKnown() {
  return ([[1, 'GR'], [2, 'ES']] as const).flatMap(([countryId, country]) =>
    (divisionsOfCountry(countryId)?.regions ?? []).map((r) => ({ id: String(r.id), name: r.name, name_en: r.name_en ?? r.name, country })),
  );
}

/**
 * The certification body at a glance (GET /staff/overview, docs/overview.md): the pipeline
 * now, the lead times of `year` and the year before, the workload now and the next four
 * weeks, the certificates in force on the year's last day (today for this year).
 */
export async function staffOverview(db: Kysely<Database>, year: number, filters: OverviewFilters, now = new Date()) {
  const today = isoDay(now);
  const yearEnd = `${year}-12-31`;
  const certificatesOn = yearEnd < today ? yearEnd : today;
  const regions = regionsKnown();
  const names = new Map(regions.map((r) => [r.id, r]));
  const [pipeline, leadTimes, workload, upcoming, certificates, sanctions] = await Promise.all([
    staffPipeline(db, { type: filters.standard, region: filters.region, mineOf: filters.member }, now),
    leadTimesStore.read(db, filters, new Date(Date.UTC(year - 1, 0, 1)), new Date(Date.UTC(year + 1, 0, 1))),
    overviewStore.workload(db, { standard: filters.standard, region: filters.region }),
    overviewStore.upcomingInspections(db, filters, today, addDays(today, UPCOMING_DAYS - 1)),
    overviewStore.certificates(db, filters, certificatesOn),
    overviewStore.sanctionsByMonth(db, filters, `${year - 1}-01-01`, `${year + 1}-01-01`),
  ]);
  return {
    year,
    today,
    pipeline,
    lead_times: leadTimes.map((row) => ({
      span: row.span as 'submission_offer' | 'offer_contract' | 'contract_inspection' | 'inspection_decision' | 'submission_certificate',
      year: Number(row.year),
      month: Number(row.month),
      count: Number(row.count),
      median_days: Number(row.median_days),
      p90_days: Number(row.p90_days),
    })),
    workload: {
      // every active reviewer and inspector is a choice of the member filter; the table shows the one chosen
      members: workload.map((row) => ({ id: row.id, name: row.name })),
      people: workload
        .filter((row) => filters.member === undefined || row.id === filters.member)
        .map((row) => ({
          id: row.id,
          name: row.name,
          reviewer: row.duties.includes('reviewer'),
          inspector: row.duties.includes('inspector'),
          open_reviews: Number(row.open_reviews),
          planned_inspections: Number(row.planned_inspections),
        })),
      upcoming: upcoming.map((row) => ({ day: isoDay(row.day), count: Number(row.count) })),
    },
    certificates: {
      on: certificatesOn,
      by_standard: certificates.standards.map((row) => ({ standard: row.standard, count: Number(row.count) })),
      by_region: certificates.regions.map((row) => {
        const known = row.region === null ? undefined : names.get(row.region);
        return { region: row.region, name: known?.name ?? row.region, name_en: known?.name_en ?? row.region, count: Number(row.count) };
      }),
      by_product: certificates.products.map((row) => ({ product: row.product, count: Number(row.count) })),
    },
    sanctions: sanctionMonths(sanctions),
    regions,
  };
}

/** The sanctions' and suspensions' counts per month ('YYYY-MM'), merged into one row a month that has either, in order. */
function sanctionMonths({ sanctions, suspensions }: Awaited<ReturnType<typeof overviewStore.sanctionsByMonth>>) {
  const months = new Map<string, { year: number; month: number; sanctions: number; suspensions: number }>();
  const row = (month: string) => {
    const known = months.get(month) ?? { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)), sanctions: 0, suspensions: 0 };
    months.set(month, known);
    return known;
  };
  for (const { month, count } of sanctions) row(month).sanctions = Number(count);
  for (const { month, count } of suspensions) row(month).suspensions = Number(count);
  return [...months.keys()].sort().map((month) => months.get(month)!);
}
