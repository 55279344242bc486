import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer } from '../../helpers/server';
import { expireCertificates } from '../../../src/server/certificates/expire-certificates';
import { dailyJobs } from '../../../src/server/daily-jobs';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
beforeAll(async () => {
  // the demo's certified application: one certificate valid to 2026-12-31
  server = await startTestServer({ demoApplications: true });
}, 60_000);
afterAll(() => server?.close());

const certificates = () => server.app.database.db.selectFrom('certificates').select(['id', 'status', 'public_code', 'valid_to']).execute();

describe('the daily job that stores expired certificates', () => {
  it('leaves a certificate alone while it is valid, stores expired after its last day, once', async () => {
    const [certificate] = await certificates();
    expect(certificate.status).toBe('active');
    expect(await expireCertificates(server.app.database.db, certificate.valid_to)).toBe(0);
    expect((await certificates())[0].status).toBe('active');

    const dayAfter = new Date(Date.parse(`${certificate.valid_to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(await expireCertificates(server.app.database.db, dayAfter)).toBe(1);
    expect((await certificates())[0].status).toBe('expired');
    // a second run (another process, the next day) finds nothing left to do
    expect(await expireCertificates(server.app.database.db, dayAfter)).toBe(0);

    // the public page and the stored status agree on that day (the clock set), and the history names the expiry
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(`${dayAfter}T09:00:00Z`));
      const page = await server.app.inject({ method: 'GET', url: `/api/verify/${certificate.public_code}` });
      expect(page.statusCode).toBe(200);
      expect(page.json().status).toBe('expired');
      expect(page.json().history.at(-1)).toEqual({ date: dayAfter, from: 'valid', to: 'expired', items: [] });
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves revoked and cancelled certificates as they are', async () => {
    const db = server.app.database.db;
    const [certificate] = await certificates();
    await db.updateTable('certificates').set({ status: 'revoked' }).where('id', '=', certificate.id).execute();
    expect(await expireCertificates(db, '2099-01-01')).toBe(0);
    expect((await certificates())[0].status).toBe('revoked');
  });

  it('is scheduled once a day on the queue, with the other daily jobs', async () => {
    const { rows } = await server.app.database.executeSql('SELECT name, cron FROM pgboss.schedule ORDER BY name');
    const names = ['daily-certificate-changes-in-force', 'daily-expire-certificates', 'daily-expire-offers', 'daily-forget-request-counts', 'daily-overview-lead-times', 'daily-sweep-unreferenced-files'];
    expect(Object.keys(dailyJobs).sort()).toEqual(names);
    expect(rows).toEqual(names.map((name) => ({ name, cron: '15 3 * * *' })));
  });
});
