import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer } from '../../helpers/server';
import { farmerRegistration, lastLink, mailsTo } from '../accounts/helpers';

describe('staff decisions on consultant registrations', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer();
    staff = (await login(server.app, 'demo.staff')).access_token;
  });
  afterAll(() => server.close());

  async function verifiedConsultant() {
    const body = farmerRegistration({ role: 'consultant', customer_type: 'individual' });
    delete (body as Record<string, unknown>).accounting_details;
    expect((await server.app.inject({ method: 'POST', url: '/api/users/register', payload: body })).statusCode).toBe(201);
    const link = await lastLink(server, body.user_details.email, '/verify-email');
    await server.app.inject({ method: 'POST', url: '/api/users/verify-email', payload: link });
    return body;
  }
  const list = (token = staff) => server.app.inject({ url: '/api/staff/consultants', headers: bearer(token) });
  const decide = (id: number, decision: string, token = staff) =>
    server.app.inject({ method: 'POST', url: `/api/staff/consultants/${id}/decision`, headers: bearer(token), payload: { decision } });

  it('lists consultants awaiting approval; approving activates them with a partner code and mails them', async () => {
    const body = await verifiedConsultant();
    const entry = list().then((r) => r.json().items.find((c: { username: string }) => c.username === body.account.username));
    const found = await entry;
    expect(found).toMatchObject({ name: 'Μαρία Οικονόμου', email: body.user_details.email, customer_type: 'individual', country_id: 1 });
    expect((await decide(found.id, 'approve')).statusCode).toBe(204);
    const mail = (await mailsTo(server, body.user_details.email)).at(-1);
    const code = mail?.text.match(/CP-[A-Z0-9]{6}/)?.[0];
    expect(code).toBeTruthy();
    const { access_token } = await login(server.app, body.account.username, 'Kalimera2026');
    const profile = (await server.app.inject({ url: '/api/users/profile', headers: bearer(access_token) })).json();
    expect(profile).toMatchObject({ status: 'active', partner_code: code });
    // decided once: a second decision is refused
    expect((await decide(found.id, 'decline')).json().messageId).toBe('accounts.errors.notAConsultantApplication');
  });

  it('declines with a mail; the account then cannot sign in', async () => {
    const body = await verifiedConsultant();
    const found = (await list()).json().items.find((c: { username: string }) => c.username === body.account.username);
    expect((await decide(found.id, 'decline')).statusCode).toBe(204);
    expect((await mailsTo(server, body.user_details.email)).at(-1)?.subject).toBe('Η εγγραφή σας απορρίφθηκε');
    const refused = await server.app.inject({ method: 'POST', url: '/api/users/login', payload: { username: body.account.username, password: 'Kalimera2026' } });
    expect(refused.json().messageId).toBe('errors.accountDeclined');
    expect((await list()).json().items.map((c: { id: number }) => c.id)).not.toContain(found.id);
  });

  it('is for staff only, refuses bad decisions, and never decides on farmers', async () => {
    const consultant = (await login(server.app, 'demo.consultant')).access_token;
    expect((await list(consultant)).statusCode).toBe(403);
    expect((await decide(1, 'approve', consultant)).statusCode).toBe(403);
    expect((await decide(1, 'maybe')).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'POST', url: '/api/staff/consultants/abc/decision', headers: bearer(staff), payload: { decision: 'approve' } })).statusCode).toBe(400);
    const farmer = await server.app.database.db.selectFrom('users').select('id').where('username', '=', 'demo.farmer.gr').executeTakeFirstOrThrow();
    expect((await decide(farmer.id, 'approve')).statusCode).toBe(409);
    expect((await server.app.inject({ url: '/api/staff/consultants' })).statusCode).toBe(401);
  });
});
