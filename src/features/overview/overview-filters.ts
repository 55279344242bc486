import type { OverviewFilters, LeadTimeSpan } from './overview-queries';
import { SPANS } from './overview-queries';

/** What the overview shows, read from the address so that a view can be reloaded and shared. */
export interface OverviewView {
  filters: OverviewFilters;
  /** The lead-time span the chart shows. */
  span: LeadTimeSpan;
}

const REGION = /^[A-Za-z0-9-]{1,20}$/;

/** The overview's filters from the address; what the server would refuse is left out. */
export function overviewViewFrom(search: URLSearchParams): OverviewView {
  const filters: OverviewFilters = {};
  const year = Number(search.get('year'));
  if (search.has('year') && Number.isInteger(year) && year >= 2000 && year <= 2100) filters.year = year;
  const standard = search.get('standard');
  if (standard === 'bio' || standard === 'globalgap') filters.standard = standard;
  const region = search.get('region');
  if (region && REGION.test(region)) filters.region = region;
  const member = Number(search.get('member'));
  if (search.has('member') && Number.isInteger(member) && member >= 1 && member <= 2_147_483_647) filters.member = member;
  const span = search.get('span');
  return { filters, span: (SPANS as readonly string[]).includes(span ?? '') ? (span as LeadTimeSpan) : 'submission_certificate' };
}

/** The address of a view (the default span left out). */
export function searchOf({ filters, span }: OverviewView): URLSearchParams {
  const entries = Object.entries(filters).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]));
  if (span !== 'submission_certificate') entries.push(['span', span]);
  return new URLSearchParams(entries);
}

/**
 * The staff queue's address listing the applications a pipeline figure counts: the same step,
 * standard, region and staff member (and only the overdue ones for the overdue figure), as the
 * queue's filters name them (src/features/staff/queue-filters.tsx).
 */
export function queueLinkOf(filters: OverviewFilters, cell: { step: string; standard: string }, overdue = false): string {
  const query = new URLSearchParams({ step: cell.step, type: cell.standard });
  if (filters.region) query.set('region', filters.region);
  if (filters.member) query.set('member', String(filters.member));
  if (overdue) query.set('overdue', 'true');
  return `/staff/applications?${query}`;
}
