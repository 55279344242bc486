import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer } from '../../helpers/server';
import { multipart, pdf } from '../../helpers/uploads';

// Documents go into applications and profiles that several people work on: whoever may read
// the application or the profile may open its documents; nobody else learns they exist.
describe('who may open a document', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    server = await startTestServer();
    for (const name of ['demo.farmer.gr', 'demo.farmer.es', 'demo.consultant', 'demo.employee', 'demo.staff']) {
      tokens[name] = (await login(server.app, name)).access_token;
      const row = await server.app.database.db.selectFrom('users').select('id').where('username', '=', name).executeTakeFirstOrThrow();
      ids[name] = row.id;
    }
  }, 120_000);
  afterAll(() => server.close());

  const upload = async (who: string) => {
    const body = multipart({ name: 'standing-order.pdf', type: 'application/pdf', bytes: pdf(who) });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...bearer(tokens[who]), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; name: string; size: number; media_type: string };
  };
  const opens = async (who: string, id: string) =>
    (await server.app.inject({ url: `/api/files/${id}/content`, headers: bearer(tokens[who]) })).statusCode;

  const refOf = (file: { id: string; name: string; size: number; media_type: string }) => ({ id: file.id, name: file.name, size: file.size, media_type: file.media_type });

  it('a standing order in a customer\'s profile opens for their consultant, not for other customers', async () => {
    const file = await upload('demo.farmer.gr');
    const db = server.app.database.db;
    expect(await opens('demo.consultant', file.id)).toBe(404);
    // the customer saves it into the profile
    const own = await server.app.inject({ url: '/api/users/profile', headers: bearer(tokens['demo.farmer.gr']) });
    const saved = await server.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(tokens['demo.farmer.gr']),
      payload: { id: own.json().id, user_details: own.json().user_details, standing_order: refOf(file) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await opens('demo.consultant', file.id)).toBe(200);
    expect(await opens('demo.staff', file.id)).toBe(200);
    expect(await opens('demo.farmer.es', file.id)).toBe(404);
    // the consultant's employee only once the customer is assigned to them
    expect(await opens('demo.employee', file.id)).toBe(404);
    await db
      .updateTable('consultant_customers')
      .set({ assigned_employee_id: ids['demo.employee'] })
      .where('customer_id', '=', ids['demo.farmer.gr'])
      .execute();
    expect(await opens('demo.employee', file.id)).toBe(200);
  });

  it('a document the consultant put into a customer\'s application opens for that customer, and for no one else', async () => {
    const file = await upload('demo.consultant');
    expect(await opens('demo.farmer.es', file.id)).toBe(404);
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: bearer(tokens['demo.consultant']),
      payload: { type: 'globalgap', customer_id: ids['demo.farmer.es'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, row_version } = created.json().application;
    const saved = await server.app.inject({
      method: 'PUT',
      url: `/api/applications/${id}/answers`,
      headers: bearer(tokens['demo.consultant']),
      payload: { row_version, answers: { submission: { signed_application: [refOf(file)] } } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await opens('demo.farmer.es', file.id)).toBe(200);
    expect(await opens('demo.farmer.gr', file.id)).toBe(404);
    // a signed link carries only the person: the same rule applies to it
    const info = await server.app.inject({ url: `/api/files/${file.id}`, headers: bearer(tokens['demo.farmer.es']) });
    expect((await server.app.inject({ url: info.json().download_url })).statusCode).toBe(200);
    // taken out of the answers, it opens for its uploader only again
    const removed = await server.app.inject({
      method: 'PUT',
      url: `/api/applications/${id}/answers`,
      headers: bearer(tokens['demo.consultant']),
      payload: { row_version: saved.json().row_version, answers: { submission: { signed_application: [] } } },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await opens('demo.farmer.es', file.id)).toBe(404);
    expect(await opens('demo.consultant', file.id)).toBe(200);
  });

  it("nobody opens another person's document by naming its id in their own application or profile", async () => {
    const theirs = await upload('demo.farmer.gr');
    const ref = (file: typeof theirs) => ({ id: file.id, name: file.name, size: file.size, media_type: file.media_type });
    const created = await server.app.inject({ method: 'POST', url: '/api/applications', headers: bearer(tokens['demo.farmer.es']), payload: { type: 'globalgap' } });
    expect(created.statusCode, created.body).toBe(201);
    const { id, row_version } = created.json().application;
    const save = (answers: unknown, version: number, who = 'demo.farmer.es') =>
      server.app.inject({ method: 'PUT', url: `/api/applications/${id}/answers`, headers: bearer(tokens[who]), payload: { answers, row_version: version } });

    const refused = await save({ submission: { signed_application: [ref(theirs)] } }, row_version);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([expect.objectContaining({ path: '/answers/submission/signed_application/0', messageId: 'validation.errors.documentNotReadable' })]);
    expect(await opens('demo.farmer.es', theirs.id)).toBe(404);
    // an id that is no upload at all is refused the same way, not a server error
    const made = await save({ submission: { signed_application: [{ ...ref(theirs), id: 'not-a-uuid' }] } }, row_version);
    expect(made.statusCode).toBe(400);

    // one's own upload is taken; the consultant's upload stays when the customer saves again
    const own = await upload('demo.farmer.es');
    const first = await save({ submission: { signed_application: [ref(own)] } }, row_version);
    expect(first.statusCode, first.body).toBe(200);
    const consultants = await upload('demo.consultant');
    const second = await save({ submission: { signed_application: [ref(own), ref(consultants)] } }, first.json().row_version, 'demo.consultant');
    expect(second.statusCode, second.body).toBe(200);
    const third = await save({ general: { year: 2027 }, submission: { signed_application: [ref(own), ref(consultants)] } }, second.json().row_version);
    expect(third.statusCode, third.body).toBe(200);

    // the same for a profile: another person's standing order is refused
    const profile = await server.app.inject({ url: '/api/users/profile', headers: bearer(tokens['demo.farmer.es']) });
    const { id: userId, user_details } = profile.json();
    const body = { id: userId, user_details, standing_order: ref(theirs) };
    const saved = await server.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(tokens['demo.farmer.es']), payload: body });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().issues).toEqual([expect.objectContaining({ path: '/standing_order', messageId: 'validation.errors.documentNotReadable' })]);
  });
});
