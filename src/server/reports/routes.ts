import type { AppContext } from '../context';
import type { Handler } from '../core/handler';
import { ApiError, notFound } from '../core/errors';
import { isoInstant, isoInstantOrNull } from '../core/dates';
import { pageOf, pageSize, positionOf } from '../core/paging';
import { UUID } from '../core/uuid';
import { signedIn } from '../accounts/viewer';
import { openRecordFile } from '../files/generated-file';
import { contentDisposition } from '../files/names';
import { reportsStore, type ReportRow } from './store';

const present = (row: ReportRow) => ({
  id: row.id,
  kind: row.kind,
  from: row.period_from,
  to: row.period_to,
  status: row.status,
  rows_done: row.rows_done,
  rows_total: row.rows_total,
  requested_by: row.requested_by_name,
  requested_at: isoInstant(row.requested_at),
  finished_at: isoInstantOrNull(row.finished_at),
  formats: (['csv', 'xlsx'] as const).filter((format) => (format === 'csv' ? row.csv_file_id : row.xlsx_file_id) !== null),
});

/** The reports staff ask for and download (contract: /staff/reports; docs/reports.md). */
export function reportsHandlers(ctx: AppContext) {
  const db = ctx.database.db;

  const listStaffReports: Handler<'listStaffReports'> = async (request) => {
    const limit = pageSize(request.query);
    const rows = await reportsStore.page(db, limit, positionOf(request.query.cursor, 'instant', 'uuid'));
    return pageOf(rows, limit, (row) => ({ at: row.page_at, id: row.id }), present);
  };

  // The body has passed form staff/report-request (x-fastify-config).
  const requestStaffReport: Handler<'requestStaffReport'> = async (request, reply) => {
    const viewer = signedIn(request);
    const { kind, from, to } = request.body;
    if (to < from) {
      throw new ApiError(400, 'errors.invalidRequest', 'The period ends before it begins', [{ path: '/to', keyword: 'period', messageId: 'reports.errors.toBeforeFrom' }]);
    }
    // the report and its job commit together: no report waits for a job that was never queued
    const id = await db.transaction().execute(async (trx) => {
      const created = await reportsStore.create(trx, { kind, period: { from, to }, locale: viewer.locale, requestedBy: viewer.userId });
      await ctx.reportJobs.send(created.id, { within: trx });
      return created.id;
    });
    return reply.code(202).send(present((await reportsStore.find(db, id))!));
  };

  const downloadStaffReport: Handler<'downloadStaffReport'> = async (request, reply) => {
    const { id, format } = request.params;
    const report = UUID.test(id) ? await reportsStore.find(db, id) : undefined;
    const fileId = format === 'csv' ? report?.csv_file_id : report?.xlsx_file_id;
    const file = fileId ? await openRecordFile(ctx, fileId) : undefined;
    if (!file) throw notFound();
    return reply
      .header('Content-Type', file.mediaType)
      .header('Content-Length', String(file.size))
      .header('Content-Disposition', contentDisposition('attachment', file.name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .code(200)
      .send(file.content);
  };

  return { listStaffReports, requestStaffReport, downloadStaffReport };
}
