import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { request } from '../../api/query';
import type { paths } from '../../api/schema.gen';

type Operation = paths['/staff/overview']['get'];
export type OverviewFilters = NonNullable<Operation['parameters']['query']>;
export type Overview = Operation['responses']['200']['content']['application/json'];
export type LeadTimeSpan = Overview['lead_times'][number]['span'];

/** The spans of the lead times, in the lifecycle's order (the chart's choices). */
export const SPANS: readonly LeadTimeSpan[] = ['submission_offer', 'offer_contract', 'contract_inspection', 'inspection_decision', 'submission_certificate'];

/** The overview with its filters; the previous figures stay on screen while new ones load. */
export const overviewQuery = (filters: OverviewFilters) =>
  queryOptions({
    queryKey: ['staff-overview', filters],
    queryFn: () => request(() => api.GET('/staff/overview', { params: { query: filters } })),
    placeholderData: keepPreviousData,
  });
