import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../helpers/server';
import { farmerRegistration, mailsTo } from './helpers';

/**
 * A failure after the mail is queued, at the commit: a deferred trigger refuses any mail job
 * to one address. Written in the transaction of what caused it, the mail and its cause go
 * back together; written after the cause (as before), the cause stayed without its mail.
 */
describe('account mails are queued in the transaction of what causes them', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
    await server.app.database.executeSql(`
      CREATE FUNCTION public.refuse_doomed_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.name = 'mail' AND NEW.data->>'to' LIKE 'doomed%' THEN RAISE EXCEPTION 'injected failure at commit'; END IF;
        RETURN NEW;
      END $$`);
    await server.app.database.executeSql(`
      CREATE CONSTRAINT TRIGGER refuse_doomed_mail AFTER INSERT ON pgboss.job
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public.refuse_doomed_mail()`);
  }, 60_000);
  afterAll(() => server?.close());

  const db = () => server.app.database.db;
  const mailJobsTo = async (email: string) =>
    (await server.app.database.executeSql(`SELECT id FROM pgboss.job WHERE name = 'mail' AND data->>'to' = $1`, [email])).rows.length;

  it('a registration whose mail cannot be queued leaves no account behind; the same registration then goes through with its mail', async () => {
    const body = farmerRegistration();
    const doomed = { ...body, user_details: { ...body.user_details, email: `doomed.${body.user_details.email}` } };
    const failed = await server.app.inject({ method: 'POST', url: '/api/users/register', payload: doomed });
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(await db().selectFrom('users').select('id').where('username', '=', body.account.username.toLowerCase()).executeTakeFirst()).toBeUndefined();
    expect(await mailJobsTo(doomed.user_details.email)).toBe(0);
    expect(await mailsTo(server, doomed.user_details.email)).toEqual([]);

    // nothing half-made stands in the way: the same person registers again
    const created = await server.app.inject({ method: 'POST', url: '/api/users/register', payload: body });
    expect(created.statusCode, created.body).toBe(201);
    expect(await mailsTo(server, body.user_details.email)).toHaveLength(1);
  });

  it('a reset link or a new confirmation link whose mail cannot be queued is not kept', async () => {
    const body = farmerRegistration();
    const email = `doomed.${body.user_details.email}`;
    // an account on a doomed address, made directly: its own registration mail would fail
    const user = await db()
      .insertInto('users')
      .values({ username: 'doomed.user', password_hash: 'x', email, role: 'client', customer_type: 'individual', country_id: 1, status: 'pending_verification', locale: 'el' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tokens = async () => (await db().selectFrom('one_time_tokens').select('id').where('user_id', '=', user.id).execute()).length;

    const reset = await server.app.inject({ method: 'POST', url: '/api/users/recover-password', payload: { username: 'doomed.user' } });
    expect(reset.statusCode).toBeGreaterThanOrEqual(500);
    const resend = await server.app.inject({ method: 'POST', url: '/api/users/verify-email/resend', payload: { username: 'doomed.user' } });
    expect(resend.statusCode).toBeGreaterThanOrEqual(500);
    expect(await tokens()).toBe(0);
    expect(await mailJobsTo(email)).toBe(0);
  });
});
