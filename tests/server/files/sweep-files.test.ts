import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { bearer, login, startTestServer } from '../../helpers/server';
import { multipart, pdf } from '../../helpers/uploads';
import { storesUnderTest, type StoreUnderTest } from '../../helpers/content-stores';
import { DOCUMENT_COLUMNS, HOLD_NO_FILES } from '../../../src/server/files/document-holders';

const DAY = 24 * 3600 * 1000;
const YEAR = 365.25 * DAY;

describe.each(storesUnderTest)('the daily sweep of files nothing refers to, on $name', ({ start }) => {
  let store: StoreUnderTest;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let farmer: string;
  beforeAll(async () => {
    store = await start();
    // the demo's certified organic application (with its certificate) and its lifecycle documents
    server = await startTestServer({ demoApplications: true, ...store.config });
    farmer = (await login(server.app, 'demo.farmer.gr')).access_token;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  const db = () => server.app.database.db;
  const sweep = (now: Date) => server.app.dailyJobs.run('daily-sweep-unreferenced-files', now);

  /** Uploads a PDF as the demo farmer, dated `daysAgo` days before now; answers its reference and hash. */
  async function uploaded(text: string, daysAgo: number) {
    const { payload, contentType } = multipart({ name: `${text}.pdf`, type: 'application/pdf', bytes: pdf(text) });
    const response = await server.app.inject({ method: 'POST', url: '/api/files', headers: { ...bearer(farmer), 'content-type': contentType }, payload });
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json();
    await db().updateTable('files').set({ created_at: new Date(Date.now() - daysAgo * DAY) }).where('id', '=', file.id).execute();
    const { sha256 } = await db().selectFrom('files').select('sha256').where('id', '=', file.id).executeTakeFirstOrThrow();
    return { ref: { id: file.id as string, name: file.name as string, size: file.size as number, media_type: file.media_type as string }, sha256 };
  }

  /** Records that an application refers to a document, as a save of its answers would (the draft below saves for real). */
  const nameInAnswers = (applicationId: string, ref: { id: string }) =>
    db()
      .insertInto('file_references')
      .values({ file_id: ref.id, holder: 'applications.answers', record_id: applicationId, path: '/submission/signed_application/7', application_id: applicationId, profile_user_id: null })
      .execute();
  /** A draft's answers saved through the API, naming the document where the form declares one. */
  async function saveInDraft(applicationId: string, ref: object) {
    const { row_version } = (await server.app.inject({ url: `/api/applications/${applicationId}`, headers: bearer(farmer) })).json();
    const saved = await server.app.inject({
      method: 'PUT',
      url: `/api/applications/${applicationId}/answers`,
      headers: bearer(farmer),
      payload: { row_version, answers: { submission: { signed_application: [ref] } } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  const exists = async (id: string) => (await server.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: bearer(farmer) })).statusCode === 200;
  const stored = async (sha256: string) => (await store.copiesOf(server.config, sha256)).length === 1;

  it('deletes old orphans (row and bytes), keeps fresh ones, referred ones and withdrawn organic files for 5 years', async () => {
    const now = new Date();
    const [certified] = await db().selectFrom('certificates').innerJoin('applications', 'applications.id', 'certificates.application_id').select(['applications.id', 'applications.family']).execute();
    expect(certified.family).toBe('bio');
    const created = await server.app.inject({ method: 'POST', url: '/api/applications', headers: bearer(farmer), payload: { type: 'globalgap' } });
    expect(created.statusCode, created.body).toBe(201);
    const globalgap = created.json().application.id as string;
    const draft = await server.app.inject({ method: 'POST', url: '/api/applications', headers: bearer(farmer), payload: { type: 'bio' } });
    const draftId = draft.json().application.id as string;

    const oldOrphan = await uploaded('old orphan', 30);
    const freshOrphan = await uploaded('fresh orphan', 1);
    const inDraft = await uploaded('in a draft', 30);
    const inProfile = await uploaded('in the profile', 30);
    const withdrawnOrganic = await uploaded('withdrawn organic', 30);
    const withdrawnGlobalgap = await uploaded('withdrawn globalgap', 30);
    // the same bytes uploaded twice: one copy named by the draft, the other by nothing
    const sharedOrphan = await uploaded('in a draft', 30);
    expect(sharedOrphan.sha256).toBe(inDraft.sha256);

    await saveInDraft(draftId, inDraft.ref);
    const { id: farmerId } = await db().selectFrom('users').select('id').where('username', '=', 'demo.farmer.gr').executeTakeFirstOrThrow();
    await db()
      .insertInto('file_references')
      .values({ file_id: inProfile.ref.id, holder: 'users.profile', record_id: String(farmerId), path: '/standing_order', application_id: null, profile_user_id: farmerId })
      .execute();
    await nameInAnswers(certified.id, withdrawnOrganic.ref);
    await nameInAnswers(globalgap, withdrawnGlobalgap.ref);
    // both certificates withdrawn (cancelled) a year ago
    const aYearAgo = new Date(now.getTime() - YEAR);
    await db().updateTable('certificates').set({ status: 'cancelled', status_changed_at: aYearAgo }).where('application_id', '=', certified.id).execute();
    await db()
      .insertInto('certificates')
      .values({ application_id: globalgap, number: 'GG-TEST-1', valid_from: '2024-01-01', valid_to: '2026-12-31', scope: 'test', status: 'cancelled', status_changed_at: aYearAgo })
      .execute();

    expect(await sweep(now)).toBe(2);
    expect(await exists(oldOrphan.ref.id)).toBe(false);
    expect(await stored(oldOrphan.sha256)).toBe(false);
    expect(await exists(sharedOrphan.ref.id)).toBe(false);
    // its bytes are still the draft's document
    expect(await stored(inDraft.sha256)).toBe(true);
    const download = await server.app.inject({ method: 'GET', url: `/api/files/${inDraft.ref.id}/content`, headers: bearer(farmer) });
    expect(download.statusCode).toBe(200);
    for (const kept of [freshOrphan, inDraft, inProfile, withdrawnOrganic, withdrawnGlobalgap]) {
      expect(await exists(kept.ref.id), kept.ref.name).toBe(true);
      expect(await stored(kept.sha256), kept.ref.name).toBe(true);
    }
    // a second run the same night finds nothing left to do
    expect(await sweep(now)).toBe(0);

    // a week later the fresh orphan is past its grace; the withdrawn files are kept until
    // five years after the withdrawal
    const almostFiveYears = new Date(aYearAgo.getTime() + 5 * YEAR - 2 * DAY);
    expect(await sweep(almostFiveYears)).toBe(1);
    expect(await exists(freshOrphan.ref.id)).toBe(false);
    expect(await exists(withdrawnOrganic.ref.id)).toBe(true);

    const afterFiveYears = new Date(aYearAgo.getTime() + 5 * YEAR + 2 * DAY);
    // the withdrawn organic application's file, and its own documents (offer, contract, its answers' demo documents…)
    const certifiedOwn = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM (
      SELECT document->>'id' FROM offers WHERE application_id = ${certified.id}
      UNION SELECT jsonb_array_elements(documents)->>'id' FROM contracts WHERE application_id = ${certified.id}
      UNION SELECT signed_document->>'id' FROM contracts WHERE application_id = ${certified.id} AND signed_document IS NOT NULL
      UNION SELECT signed_document->>'id' FROM offers WHERE application_id = ${certified.id} AND signed_document IS NOT NULL
      -- the demo documents its answers name (the withdrawn organic upload is counted apart)
      UNION SELECT file_id::text FROM file_references WHERE application_id = ${certified.id} AND holder = 'applications.answers' AND file_id::text <> ${withdrawnOrganic.ref.id}) d`.execute(db())).rows[0].n;
    expect(await sweep(afterFiveYears)).toBe(1 + certifiedOwn);
    expect(await exists(withdrawnOrganic.ref.id)).toBe(false);
    expect(await stored(withdrawnOrganic.sha256)).toBe(false);
    // GLOBALG.A.P., a draft and a profile keep theirs (docs/decisions.md), however late
    for (const kept of [inDraft, inProfile, withdrawnGlobalgap]) expect(await exists(kept.ref.id), kept.ref.name).toBe(true);
    // the demo's lifecycle documents (offers, contracts of applications not withdrawn) stay
    const offerDocuments = await db().selectFrom('offers').select(sql<string>`document->>'id'`.as('id')).execute();
    expect(offerDocuments.length).toBeGreaterThan(0);
    const left = await db().selectFrom('files').select('id').where('id', 'in', offerDocuments.map((o) => o.id)).execute();
    // the certified (withdrawn) application's own offer went with its 5 years; every other stays
    const certifiedOffers = await db().selectFrom('offers').select(sql<string>`document->>'id'`.as('id')).where('application_id', '=', certified.id).execute();
    expect(left.length).toBe(offerDocuments.length - certifiedOffers.length);
  });
});

describe('what the sweep reads as a reference', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(() => server?.close());

  it('every jsonb column of the schema is either a place of file references or declared to hold none', async () => {
    const { rows } = await server.app.database.executeSql(
      `SELECT table_name || '.' || column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND data_type = 'jsonb' ORDER BY 1`,
    );
    const referrers = DOCUMENT_COLUMNS;
    const decided = new Set<string>([...referrers, ...HOLD_NO_FILES]);
    const undecided = (rows as { name: string }[]).map((r) => r.name).filter((name) => !decided.has(name));
    expect(undecided).toEqual([]);
    // and every place named exists (a renamed column would silently keep nothing)
    const columns = new Set((rows as { name: string }[]).map((r) => r.name));
    expect(referrers.filter((name) => !columns.has(name))).toEqual([]);
  });
});
