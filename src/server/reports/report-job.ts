import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type PgBoss from 'pg-boss';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import type { Database } from '../core/db/types';
import { within } from '../core/queue';
import { todayIso } from '../core/dates';
import { createServerIntl, translate } from '../core/i18n/catalogue';
import { storeRecordFile } from '../files/generated-file';
import { layoutOf, REPORT_KINDS, type RowContext } from './report-kinds';
import { reportWriter } from './report-files';
import { reportsStore } from './store';
import { wizardRegistryOf } from '../applications/wizards';
import { reportedAnswers, type ReportedAnswers } from '../../engine/wizard-report.ts';
import type { WizardAnswers } from '../../engine/wizard.ts';

// a wizard this release no longer has: its answers name nothing the report can read
const NOTHING_REPORTED: ReportedAnswers = { operatorType: [], activities: [], productCategories: [], area: null, rows: null };

export const REPORT_QUEUE = 'staff-report';

/** What a report's job may use. */
export type ReportJobContext = Pick<AppContext, 'database' | 'contentStore' | 'config'>;

/** Queues the making of a report, in the transaction that wrote it when given one. */
export interface ReportJobs {
  send(reportId: string, options?: { within?: Kysely<Database> }): Promise<void>;
}

// certificates read and written a batch at a time: the progress moves every batch
const BATCH = 200;
// a report of 100,000 certificates takes a few minutes; a process killed meanwhile leaves the
// job active, and another takes it again after this long
const EXPIRE_SECONDS = 30 * 60;

export async function createReportQueue(boss: PgBoss): Promise<ReportJobs> {
  // a failure is recorded by the job itself (failed, not retried); the one retry is for a job
  // that expired in a process that died, which starts the report over
  await boss.createQueue(REPORT_QUEUE, { name: REPORT_QUEUE, retryLimit: 1, expireInSeconds: EXPIRE_SECONDS });
  return {
    async send(reportId, options = {}) {
      await boss.send(REPORT_QUEUE, { id: reportId }, options.within ? { db: within(options.within) } : {});
    },
  };
}

/** Makes the queued reports, one at a time per process, looking every second when idle. */
export async function workReportQueue(boss: PgBoss, ctx: ReportJobContext, log: FastifyBaseLogger): Promise<void> {
  await boss.work<{ id: string }>(REPORT_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (job) await makeReport(ctx, job.data.id, log);
  });
}

let intlOf: ReturnType<typeof createServerIntl> | undefined;

/**
 * Makes one report: counts its certificates (the total the screen shows), reads them a batch at
 * a time and writes their rows to the CSV and the XLSX (the rows done), then stores both files
 * in the file store and marks it done. A failure marks it failed (staff ask again); it is not
 * retried by itself.
 */
export async function makeReport(ctx: ReportJobContext, id: string, log: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
  const db = ctx.database.db;
  const report = await reportsStore.find(db, id);
  if (!report || report.status === 'done' || report.status === 'failed') return;
  // the files are written here first, then streamed into the store
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'report-'));
  try {
    const period = { from: report.period_from, to: report.period_to };
    const total = await reportsStore.countSource(db, report.kind, period);
    if (!(await reportsStore.start(db, id, total))) return;
    const intl = (intlOf ??= createServerIntl(ctx.config.localesDir))(report.locale as never);
    const t = (messageId: string) => translate(intl, messageId);
    const today = todayIso();
    const wizards = wizardRegistryOf(ctx.config.schemasDir);
    const reported = (wizardId: string, answers: unknown) =>
      wizards.has(wizardId) ? reportedAnswers(wizards.load(wizardId).manifest, answers as WizardAnswers, wizards.formSchema) : NOTHING_REPORTED;
    const rowCtx: RowContext = { t, locale: report.locale, period, statusDay: period.to < today ? period.to : today, bodyCode: ctx.config.body.code, reported };
    const base = `${report.kind.replace(/_/g, '-')}-${period.from}-${period.to}`;
    const paths = { csv: path.join(dir, `${base}.csv`), xlsx: path.join(dir, `${base}.xlsx`) };
    const writer = await reportWriter(paths, layoutOf(report.kind, t));
    const kind = REPORT_KINDS[report.kind];
    let done = 0;
    for (let last: string | null = null; ; ) {
      const batch = await reportsStore.sourceBatch(db, report.kind, period, last, BATCH);
      await writer.add(batch.flatMap((source) => kind.rows(source, rowCtx)));
      done += batch.length;
      await reportsStore.progress(db, id, done);
      if (batch.length < BATCH) break;
      last = batch.at(-1)!.number;
    }
    await writer.close();
    const store = (format: keyof typeof paths, mediaType: string) =>
      storeRecordFile(ctx, report.requested_by, { holder: `staff_reports.${format}`, id }, { type: 'staff_report', name: `${base}.${format}`, mediaType, path: paths[format] });
    const csv = await store('csv', 'text/csv');
    const xlsx = await store('xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    await reportsStore.finish(db, id, { status: 'done', csv, xlsx });
  } catch (error) {
    log.warn({ err: error, report: id }, 'report not made');
    await reportsStore.finish(db, id, { status: 'failed' });
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
