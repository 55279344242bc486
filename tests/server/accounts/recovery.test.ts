import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer } from '../../helpers/server';
import { lastLink, mailsTo } from './helpers';

describe('username and password recovery, password change', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });
  const greekMail = 'farmer.gr@demo.invalid';

  it('mails the username for a tax number, in the account language, and says nothing about unknown ones', async () => {
    expect((await post('/users/recover-username', { identification: 'EL 094 259 216' })).statusCode).toBe(204);
    const [mail] = await mailsTo(server, greekMail);
    expect(mail).toMatchObject({ subject: 'Το όνομα χρήστη σας' });
    expect(mail.text).toContain('demo.farmer.gr');
    expect((await post('/users/recover-username', { identification: '999999999' })).statusCode).toBe(204);
    expect((await post('/users/recover-username', {})).statusCode).toBe(400);
  });

  it('resets a password with the mailed link once, and ends the old sessions', async () => {
    const old = await login(server.app, 'demo.farmer.es');
    expect((await post('/users/recover-password', { username: 'demo.farmer.es' })).statusCode).toBe(204);
    expect((await post('/users/recover-password', { username: 'nobody' })).statusCode).toBe(204);
    const link = await lastLink(server, 'farmer.es@demo.invalid', '/reset-password');
    expect((await post('/users/password/check-token', link)).json()).toEqual({ valid: true });

    const mismatch = await post('/users/password/reset', { ...link, password: 'Nuevaclave2026', password_confirmation: 'Otra2026xxxx' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().issues).toMatchObject([{ path: '/password_confirmation', messageId: 'validation.errors.confirmed' }]);
    const weak = await post('/users/password/reset', { ...link, password: 'short', password_confirmation: 'short' });
    expect(weak.json().issues.map((i: { messageId: string }) => i.messageId)).toContain('validation.errors.passwordLength');

    const done = await post('/users/password/reset', { ...link, password: 'Nuevaclave2026', password_confirmation: 'Nuevaclave2026' });
    expect(done.statusCode).toBe(204);
    await expect(login(server.app, 'demo.farmer.es', 'Nuevaclave2026')).resolves.toHaveProperty('access_token');
    const refresh = await post('/users/refresh-token', undefined, bearer(old.refresh_token));
    expect(refresh.statusCode).toBe(401);

    const reused = await post('/users/password/reset', { ...link, password: 'Otraclave2026', password_confirmation: 'Otraclave2026' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().messageId).toBe('errors.invalidToken');
    expect((await post('/users/password/check-token', link)).json().messageId).toBe('errors.invalidToken');
  });

  it('treats an expired reset link as invalid', async () => {
    await post('/users/recover-password', { username: 'demo.staff' });
    const link = await lastLink(server, 'staff@demo.invalid', '/reset-password');
    await server.app.database.db.updateTable('one_time_tokens').set({ expires_at: new Date(Date.now() - 1000) }).execute();
    const response = await post('/users/password/reset', { ...link, password: 'Staffpass2026', password_confirmation: 'Staffpass2026' });
    expect(response.statusCode).toBe(400);
    expect(response.json().messageId).toBe('errors.invalidToken');
  });

  it('changes the password of a signed-in user after checking the previous one', async () => {
    const { access_token } = await login(server.app, 'demo.employee');
    const change = (payload: unknown) => post('/users/password/change', payload, bearer(access_token));
    const wrong = await change({ current_password: 'not-it', password: 'Newpass2026x', password_confirmation: 'Newpass2026x' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      messageId: 'accounts.errors.previousPasswordMismatch',
      issues: [{ path: '/current_password', messageId: 'accounts.errors.previousPasswordMismatch' }],
    });
    const noDigit = await change({ current_password: 'DemoPass2026', password: 'no-digits-here', password_confirmation: 'no-digits-here' });
    expect(noDigit.json().issues.map((i: { messageId: string }) => i.messageId)).toEqual(['validation.errors.passwordDigit']);
    expect((await change({ current_password: 'DemoPass2026', password: 'Newpass2026x', password_confirmation: 'Newpass2026x' })).statusCode).toBe(204);
    await expect(login(server.app, 'demo.employee', 'Newpass2026x')).resolves.toHaveProperty('access_token');
    const valid = { current_password: 'Newpass2026x', password: 'Other2026xyz', password_confirmation: 'Other2026xyz' };
    expect((await post('/users/password/change', valid)).statusCode).toBe(401);
  });
});
