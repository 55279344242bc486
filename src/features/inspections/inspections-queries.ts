import { api } from '../../api/client';
import { request } from '../../api/query';
import { pagedQuery } from '../../api/paging';
import type { components } from '../../api/schema.gen';

export type InspectionHistoryItem = components['schemas']['InspectionHistoryItem'];

// the lifecycle's writes invalidate this prefix (lifecycle-api.ts): a new inspection shows at once
export const inspectionHistoryKey = (customerId?: number) => ['inspection-history', customerId ?? 'all'] as const;

/** The inspections of every application and year the reader sees, of one customer when named, page by page. */
export const inspectionHistoryQuery = (customerId?: number) =>
  pagedQuery(inspectionHistoryKey(customerId), (cursor) =>
    request(() => api.GET('/inspection-history', { params: { query: customerId === undefined ? { cursor } : { customer_id: customerId, cursor } } })),
  );
