import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { request } from '../../api/query';
import type { components } from '../../api/schema.gen';

export type InspectionHistoryItem = components['schemas']['InspectionHistoryItem'];

// the lifecycle's writes invalidate this prefix (lifecycle-api.ts): a new inspection shows at once
export const inspectionHistoryKey = (customerId?: number) => ['inspection-history', customerId ?? 'all'] as const;

/** The inspections of every application and year the reader sees, of one customer when named. */
export const inspectionHistoryQuery = (customerId?: number) =>
  queryOptions({
    queryKey: inspectionHistoryKey(customerId),
    queryFn: () => request(() => api.GET('/inspection-history', { params: { query: customerId === undefined ? {} : { customer_id: customerId } } })),
  });
