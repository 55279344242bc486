import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { sql, type Kysely } from 'kysely';
import { bearer, login, startTestServer } from '../../helpers/server';
import type { Database } from '../../../src/server/core/db/types';
import { divisionsOfCountry } from '../../../src/server/reference-data/catalogue';

// Known certificates, written straight into the tables the portal's steps write, so that every
// row of each report is known in advance; the period is a past year, so statuses are read on
// its last day. The reports are asked for through the API and made by the queue's job.
type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let db: Kysely<Database>;
let token: string;
const ids: Record<string, number> = {};

const FROM = '2025-01-01';
const TO = '2025-12-31';
const REGION = divisionsOfCountry(1)!.regions.find((r) => r.name.startsWith('ΚΕΝΤΡΙΚΗ ΜΑΚΕΔΟΝΙΑ')) ?? divisionsOfCountry(1)!.regions[0]!;
const noon = (day: string) => new Date(`${day}T12:00:00Z`);
const change = (status: string, from: string, items: string[] = []) => ({ change: status, status, items, from, until: null, reason: 'r', by: 'staff', at: noon(from).toISOString(), noticed: true });

const BIO_ANSWERS = {
  scope: { operator_type: 'operator', activities: ['production', 'storage'], production_types: { product_catalogue: ['a', 'd'] } },
  'plant-production': { parcels: [{ area: 12.5 }, { area: 4 }, { area: 0.3 }] },
};

async function certified(owner: string, family: 'bio' | 'globalgap', cert: { number: string; from: string; to: string; items: string[]; created: string; status?: string; changes?: object[]; ggn?: string }, answers: object = {}) {
  const app = await db
    .insertInto('applications')
    .values({ owner_id: ids[owner]!, created_by: ids[owner]!, family, wizard_id: family, wizard_version: 1, year: 2025, purpose: 'initial', answers: JSON.stringify(answers), status: 'certified' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('certificates')
    .values({
      application_id: app.id, number: cert.number, valid_from: cert.from, valid_to: cert.to, scope: 'x', items: JSON.stringify(cert.items), created_at: noon(cert.created),
      status: (cert.status ?? 'active') as 'active', status_changes: JSON.stringify(cert.changes ?? []), ggn: cert.ggn ?? null,
    })
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
  db = server.app.database.db;
  for (const [key, username] of Object.entries({ staff: 'demo.staff', gr: 'demo.farmer.gr', es: 'demo.farmer.es' })) {
    ids[key] = (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  }
  await db.updateTable('users').set({ locale: 'el' }).where('id', '=', ids.staff!).execute();
  const details = (company: string, extra: object) => JSON.stringify({ company_name: company, ...extra });
  await sql`update users set identification = '094259216', profile = jsonb_set(coalesce(profile, '{}'::jsonb), '{user_details}', coalesce(profile->'user_details', '{}'::jsonb) || ${details('Αγρόκτημα Ελιάς Παπαδόπουλου Α.Ε.', { address: { street: 'Οδός Εγνατίας', street_number: '12', postal_code: '54630', division: { region: String(REGION.id) } } })}::jsonb) where id = ${ids.gr!}`.execute(db);
  // a name that a spreadsheet would run as a formula, were it not defused
  await sql`update users set identification = '54362315K', profile = jsonb_set(coalesce(profile, '{}'::jsonb), '{user_details}', coalesce(profile->'user_details', '{}'::jsonb) || ${details('=HYPERLINK("http://x")', {})}::jsonb) where id = ${ids.es!}`.execute(db);
  token = (await login(server.app, 'demo.staff')).access_token;

  // organic: under control all year; suspended in the middle of it; revoked before it; over before it
  await certified('gr', 'bio', { number: 'BIO-001', from: '2024-03-01', to: '2026-02-28', items: ['Ελιές Χαλκιδικής', 'Κρασί Ξινόμαυρο'], created: '2024-02-20' }, BIO_ANSWERS);
  await certified('es', 'bio', { number: 'BIO-002', from: '2025-02-01', to: '2027-01-31', items: ['Aceitunas'], created: '2025-01-25', status: 'suspended', changes: [change('suspended', '2025-07-01')] });
  await certified('gr', 'bio', { number: 'BIO-003', from: '2024-01-01', to: '2026-01-01', items: ['Κριθάρι'], created: '2023-12-20', status: 'revoked', changes: [change('revoked', '2024-10-01')] });
  await certified('gr', 'bio', { number: 'BIO-004', from: '2022-01-01', to: '2024-12-31', items: ['Σιτάρι'], created: '2021-12-20' });
  // GLOBALG.A.P.: issued in the period and partly suspended in it; issued before and withdrawn in it; nothing in it
  await certified('gr', 'globalgap', { number: 'GG-001', from: '2025-03-01', to: '2026-02-28', items: ['Ντομάτες', 'Αγγούρια'], created: '2025-02-25', ggn: '4049928415684', status: 'partially_suspended', changes: [change('partially_suspended', '2025-09-15', ['Αγγούρια'])] });
  await certified('es', 'globalgap', { number: 'GG-002', from: '2024-05-01', to: '2025-04-30', items: ['Fresas'], created: '2024-04-20', status: 'revoked', changes: [change('revoked', '2025-02-10')] });
  await certified('gr', 'globalgap', { number: 'GG-003', from: '2024-01-01', to: '2026-12-31', items: ['Πεπόνια'], created: '2023-12-01' });
}, 60_000);
afterAll(() => server?.close());

type Report = { id: string; status: string; rows_done: number; rows_total: number | null; formats: string[]; requested_by: string; from: string; to: string; kind: string };

const ask = (payload: object) => server.app.inject({ method: 'POST', url: '/api/staff/reports', headers: bearer(token), payload });

/** Asks for a report and waits for the job to finish it (the list says so). */
async function made(kind: string): Promise<Report> {
  const asked = await ask({ kind, from: FROM, to: TO });
  expect(asked.statusCode, asked.body).toBe(202);
  const { id } = asked.json() as Report;
  return vi.waitFor(
    async () => {
      const list = await server.app.inject({ method: 'GET', url: '/api/staff/reports', headers: bearer(token) });
      const report = (list.json().items as Report[]).find((r) => r.id === id)!;
      if (report.status !== 'done' && report.status !== 'failed') throw new Error(`the report is ${report.status}`);
      return report;
    },
    { timeout: 30_000, interval: 100 },
  );
}

const download = (id: string, format: string) => server.app.inject({ method: 'GET', url: `/api/staff/reports/${id}/${format}`, headers: bearer(token) });

async function sheetRows(id: string): Promise<unknown[][]> {
  const answer = await download(id, 'xlsx');
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow({ includeEmpty: false }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('reports for the authorities', () => {
  it('lists the organic operators under control in the period with status, products and areas, in XLSX with Greek intact', async () => {
    const report = await made('organic_operators');
    expect(report).toMatchObject({ status: 'done', rows_done: 3, rows_total: 3, formats: ['csv', 'xlsx'], from: FROM, to: TO });
    const [headings, ...rows] = await sheetRows(report.id);
    expect(headings).toEqual([
      'Κωδικός φορέα ελέγχου', 'Επωνυμία / ονοματεπώνυμο', 'ΑΦΜ', 'Τύπος επιχείρησης', 'Διεύθυνση', 'Περιφέρεια', 'Περιφερειακή ενότητα', 'Δημοτική ενότητα',
      'Δραστηριότητες', 'Κατηγορίες προϊόντων', 'Προϊόντα', 'Έκταση (στρέμματα)', 'Αγροτεμάχια', 'Αριθμός πιστοποιητικού', 'Αριθμός TRACES',
      'Ισχύει από', 'Ισχύει έως', 'Κατάσταση στο τέλος της περιόδου', 'Σε αυτή την κατάσταση από',
    ]);
    // BIO-003 was revoked before the period and BIO-004 had expired: neither is under control
    expect(rows.map((row) => row[13])).toEqual(['BIO-001', 'BIO-002']);
    const [first, second] = rows as unknown[][];
    expect(first!.slice(0, 5)).toEqual(['GR-BIO-03', 'Αγρόκτημα Ελιάς Παπαδόπουλου Α.Ε.', '094259216', 'Επιχείρηση (μεμονωμένος παραγωγός)', 'Οδός Εγνατίας 12, 54630']);
    expect(first![5]).toBe(REGION.name);
    expect(first![8]).toMatch(/^Παραγωγή; Αποθήκευση$/);
    expect(first![10]).toBe('Ελιές Χαλκιδικής; Κρασί Ξινόμαυρο');
    // an area is a number the spreadsheet adds up (12.5 + 4 + 0.3 stremmata)
    expect(first!.slice(11, 13)).toEqual([16.8, 3]);
    expect(first!.slice(15)).toEqual(['2024-03-01', '2026-02-28', 'Σε ισχύ', '2024-03-01']);
    expect(second!.slice(15)).toEqual(['2025-02-01', '2027-01-31', 'Σε αναστολή', '2025-07-01']);
  });

  it('lists the GLOBALG.A.P. certificates issued, suspended and withdrawn in the period, one row per event, and the CSV says the same with a BOM and no formula', async () => {
    const report = await made('globalgap_certificates');
    expect(report).toMatchObject({ status: 'done', rows_done: 2, rows_total: 2 });
    const [headings, ...rows] = await sheetRows(report.id);
    expect(headings).toEqual(['Μεταβολή', 'Ημερομηνία', 'Αριθμός πιστοποιητικού', 'GGN', 'Κάτοχος', 'ΑΦΜ', 'Τόπος', 'Προϊόντα', 'Προϊόντα σε αναστολή', 'Ισχύει από', 'Ισχύει έως', 'Κατάσταση στο τέλος της περιόδου']);
    expect(rows.map((row) => row.slice(0, 3))).toEqual([
      ['Έκδοση', '2025-02-25', 'GG-001'],
      ['Μερική αναστολή', '2025-09-15', 'GG-001'],
      ['Ανάκληση', '2025-02-10', 'GG-002'],
    ]);
    expect(rows[1]![8]).toBe('Αγγούρια');
    expect(rows[0]![4]).toBe('Αγρόκτημα Ελιάς Παπαδόπουλου Α.Ε.');
    // in the XLSX a name beginning with "=" is text as typed, never a formula
    expect(rows[2]![4]).toBe('=HYPERLINK("http://x")');

    const csv = await download(report.id, 'csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`globalgap-certificates-${FROM}-${TO}.csv`);
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(headings!.join(','));
    expect(lines[2]).toContain('Μερική αναστολή,2025-09-15,GG-001,4049928415684,Αγρόκτημα Ελιάς Παπαδόπουλου Α.Ε.,094259216');
    expect(lines[3]).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('keeps the files past the daily sweep of files no record refers to', async () => {
    const report = await made('globalgap_certificates');
    await server.app.dailyJobs.run('daily-sweep-unreferenced-files', new Date(Date.now() + 60 * 86_400_000));
    expect((await download(report.id, 'xlsx')).statusCode).toBe(200);
    expect((await download(report.id, 'csv')).statusCode).toBe(200);
  });

  it('refuses a period that ends before it begins, naming the field; an unknown report has no file', async () => {
    const refused = await ask({ kind: 'organic_operators', from: '2025-06-01', to: '2025-05-31' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([expect.objectContaining({ path: '/to', messageId: 'reports.errors.toBeforeFrom' })]);
    expect((await ask({ kind: 'organic_operators', from: '2025-06-01' })).statusCode).toBe(400);
    expect((await download('00000000-0000-4000-8000-000000000009', 'csv')).statusCode).toBe(404);
  });
});
