import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { request } from '../../api/query';
import { pagedQuery } from '../../api/paging';
import type { components, paths } from '../../api/schema.gen';

export type StaffReport = components['schemas']['StaffReport'];
export type ReportRequest = NonNullable<paths['/staff/reports']['post']['requestBody']>['content']['application/json'];
export type ReportFormat = StaffReport['formats'][number];

export const reportKeys = { list: ['staff', 'reports'] as const };

/** A report still being made: the list is read again until none is. */
export const inProgress = (report: StaffReport) => report.status === 'queued' || report.status === 'running';

/** The reports asked for, newest first, page by page. */
export const reportsQuery = () => pagedQuery(reportKeys.list, (cursor) => request(() => api.GET('/staff/reports', { params: { query: { cursor } } })));

export const requestReport = mutationOptions({
  mutationFn: (body: ReportRequest) => request(() => api.POST('/staff/reports', { body })),
  meta: { invalidates: [reportKeys.list] },
});

/** A finished report's file, as the bytes the browser saves. */
export const reportFile = (id: string, format: ReportFormat) =>
  request(() => api.GET('/staff/reports/{id}/{format}', { params: { path: { id, format } }, parseAs: 'blob' })) as Promise<Blob>;
