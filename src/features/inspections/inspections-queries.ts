import { api } from '../../api/client';
import { request } from '../../api/query';
import { pagedQuery } from '../../api/paging';
import type { components } from '../../api/schema.gen';

export type InspectionHistoryItem = components['schemas']['InspectionHistoryItem'];

/** Whose inspections: one customer's, one application's (its own page), or all the reader sees. */
export interface InspectionsOf {
  customerId?: number;
  applicationId?: string;
}

// the lifecycle's writes invalidate this prefix (lifecycle-api.ts): a new inspection shows at once
export const inspectionHistoryKey = ({ customerId, applicationId }: InspectionsOf) =>
  ['inspection-history', applicationId ?? customerId ?? 'all'] as const;

/** The inspections of every application and year the reader sees, of one customer or application when named, page by page. */
export const inspectionHistoryQuery = (of: InspectionsOf) =>
  pagedQuery(inspectionHistoryKey(of), (cursor) =>
    request(() =>
      api.GET('/inspection-history', {
        params: { query: { cursor, ...(of.customerId !== undefined && { customer_id: of.customerId }), ...(of.applicationId !== undefined && { application_id: of.applicationId }) } },
      }),
    ),
  );
