import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer } from '../../helpers/server';
import { farmerRegistration, lastLink, mailsTo } from './helpers';

describe('registration and e-mail verification', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ publicUrl: 'https://portal.example.org' });
  });
  afterAll(() => server.close());

  const register = (payload: unknown, language = 'en') =>
    server.app.inject({ method: 'POST', url: '/api/users/register', payload: payload as object, headers: { 'accept-language': language } });
  const signIn = (username: string, password = 'Kalimera2026') =>
    server.app.inject({ method: 'POST', url: '/api/users/login', payload: { username, password } });

  it('creates an unverified farmer, mails a link under PUBLIC_URL, and activates it with that link', async () => {
    const body = farmerRegistration();
    const created = await register(body, 'es-ES,es;q=0.9');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({ status: 'pending_verification', email: body.user_details.email });

    const refused = await signIn(body.account.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messageId).toBe('errors.accountNotVerified');

    const [mail] = await mailsTo(server, body.user_details.email);
    expect(mail.subject).toBe('Confirme su correo electrónico'); // the language of the registration
    expect(mail.text).toContain('https://portal.example.org/verify-email?token=');
    const link = await lastLink(server, body.user_details.email, '/verify-email');
    expect(link.username).toBe(body.account.username);

    const verified = await server.app.inject({ method: 'POST', url: '/api/users/verify-email', payload: link });
    expect(verified.json()).toEqual({ status: 'active', already_confirmed: false });
    // the same link opened again says the address is confirmed, not "invalid or expired"
    const again = await server.app.inject({ method: 'POST', url: '/api/users/verify-email', payload: link });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ status: 'active', already_confirmed: true });
    // a token that was never this account's still gets the invalid link, whatever the account's state
    const forged = await server.app.inject({ method: 'POST', url: '/api/users/verify-email', payload: { ...link, token: 'x'.repeat(43) } });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().messageId).toBe('accounts.errors.invalidLink');

    const signedIn = await signIn(body.account.username);
    expect(signedIn.statusCode).toBe(200);
    const profile = (await server.app.inject({ url: '/api/users/profile', headers: bearer(signedIn.json().access_token) })).json();
    expect(profile).toMatchObject({
      role: 'client', type: 'individual', locale: 'es', status: 'active', profile_status: 'incomplete',
      user_details: { first_name: 'Μαρία', country: { id: 1 } }, accounting_details: { invoice_delivery: 'physical' },
    });
  });

  it('copies the address above where a box says so, and sends e-invoices to the account\'s e-mail (issue 47)', async () => {
    const body = farmerRegistration();
    const address = { street: 'Ερμού', street_number: '10', postal_code: '10563' };
    const created = await register({
      ...body,
      user_details: { ...body.user_details, address },
      // a client may send the boxes alone: the server copies as the form does
      accounting_details: { invoice_delivery: 'electronic', address_same: true },
      handling_sites: [{ name: '', is_main: true, at_applicant_address: true }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const link = await lastLink(server, body.user_details.email, '/verify-email');
    await server.app.inject({ method: 'POST', url: '/api/users/verify-email', payload: link });
    const signedIn = await signIn(body.account.username);
    const profile = (await server.app.inject({ url: '/api/users/profile', headers: bearer(signedIn.json().access_token) })).json();
    expect(profile.accounting_details).toEqual({ invoice_delivery: 'electronic', invoice_email: body.user_details.email, address_same: true, address });
    expect(profile.handling_sites[0]).toMatchObject({ at_applicant_address: true, street: 'Ερμού', number: '10', postcode: '10563' });
  });

  it('answers a broken registration with 400 and the fields, judged by the chosen country', async () => {
    const body = farmerRegistration();
    const spanishPhone = await register({ ...body, user_details: { ...body.user_details, phone: '612345678' } });
    expect(spanishPhone.statusCode).toBe(400);
    expect(spanishPhone.json()).toMatchObject({
      messageId: 'accounts.errors.invalidRegistration',
      issues: [{ path: '/user_details/phone', keyword: 'phone', messageId: 'validation.errors.phone' }],
    });
    // the same phone is right for Spain (a Spanish NIF then too)
    const spain = await register({ ...body, user_details: { ...body.user_details, country: 2, phone: '612345678', identification: '12345678Z' } });
    expect(spain.statusCode, spain.body).toBe(201);

    const weak = await register({ ...farmerRegistration(), account: { username: 'weak.one', password: 'short', password_confirmation: 'other' } });
    expect(weak.json().issues.map((i: { messageId: string }) => i.messageId)).toEqual(
      expect.arrayContaining(['validation.errors.passwordLength', 'validation.errors.confirmed']),
    );
    const noKind = await register({ account: {} });
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().issues.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining(['/role', '/customer_type']));
  });

  // issue #28: the body holds what the form of its kind declares, at any depth, and nothing else
  it('refuses a field the registration form does not declare, naming it, and creates nothing', async () => {
    for (const [path, body] of [
      ['/status', { ...farmerRegistration(), status: 'active' }],
      ['/account/is_staff', (() => { const b = farmerRegistration(); return { ...b, account: { ...b.account, is_staff: true } }; })()],
      ['/user_details/role', (() => { const b = farmerRegistration(); return { ...b, user_details: { ...b.user_details, role: 'staff' } }; })()],
    ] as const) {
      const refused = await register(body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().issues, path).toContainEqual(expect.objectContaining({ path, messageId: 'validation.errors.additionalProperties' }));
      expect((await signIn((body as { account: { username: string } }).account.username)).statusCode).toBe(401);
    }
  });

  it('refuses a taken username, e-mail or tax number with "user already exists"', async () => {
    const first = farmerRegistration();
    expect((await register(first)).statusCode).toBe(201);
    for (const clash of [
      { account: { ...farmerRegistration().account, username: first.account.username } },
      { user_details: { ...farmerRegistration().user_details, email: first.user_details.email.toUpperCase() } },
      { user_details: { ...farmerRegistration().user_details, identification: `EL${first.user_details.identification}` } },
      { account: { ...farmerRegistration().account, username: 'demo.farmer.gr' } },
    ]) {
      const response = await register(farmerRegistration(clash));
      expect(response.statusCode, JSON.stringify(clash)).toBe(409);
      expect(response.json().messageId).toBe('accounts.errors.userExists');
    }
  });

  it('links a farmer to the consultant of a partner code, and refuses an unknown code', async () => {
    const unknown = await register(farmerRegistration({ partner_code: 'CP-NOPE' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ messageId: 'accounts.errors.partnerCodeNotFound', issues: [{ path: '/partner_code' }] });
    const body = farmerRegistration({ partner_code: 'cp-demo01' });
    expect((await register(body)).statusCode).toBe(201);
    const link = await server.app.database.db
      .selectFrom('consultant_customers')
      .innerJoin('users', 'users.id', 'consultant_customers.customer_id')
      .select(['consultant_customers.status', 'consultant_customers.requested_by'])
      .where('users.username', '=', body.account.username)
      .executeTakeFirst();
    // the customer asked: the consultant answers it on /customers, not the certification body
    expect(link).toEqual({ status: 'new_request', requested_by: 'customer' });
  });

  it('registers a legal entity with its company fields, and a consultant who then awaits approval', async () => {
    const legal = farmerRegistration({ customer_type: 'legal_entity' });
    const missingCompany = await register(legal);
    expect(missingCompany.json().issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(['/user_details/company_name', '/user_details/position']),
    );
    const company = { ...legal, user_details: { ...legal.user_details, company_name: 'Αγρόκτημα Α.Ε.', position: 'ceo' } };
    expect((await register(company)).statusCode).toBe(201);

    const consultant = farmerRegistration({ role: 'consultant', customer_type: 'legal_entity' });
    delete (consultant as Record<string, unknown>).accounting_details;
    expect((await register(consultant)).statusCode).toBe(201);
    const link = await lastLink(server, consultant.user_details.email, '/verify-email');
    const verified = await server.app.inject({ method: 'POST', url: '/api/users/verify-email', payload: link });
    expect(verified.json()).toEqual({ status: 'pending_approval', already_confirmed: false });
    const refused = await signIn(consultant.account.username);
    expect(refused.json().messageId).toBe('errors.accountNotApproved');
  });

  it('resends the confirmation to an unverified account only, answering 204 either way', async () => {
    const body = farmerRegistration();
    await register(body);
    const resend = (username: string) =>
      server.app.inject({ method: 'POST', url: '/api/users/verify-email/resend', payload: { username } });
    expect((await resend(body.account.username)).statusCode).toBe(204);
    expect(await mailsTo(server, body.user_details.email)).toHaveLength(2);
    expect((await resend('nobody.here')).statusCode).toBe(204);
    expect((await resend('demo.farmer.gr')).statusCode).toBe(204);
    expect(await mailsTo(server, 'farmer.gr@demo.invalid')).toHaveLength(0);
    expect((await resend('')).statusCode).toBe(400);
  });

  it('keeps the demo accounts verified', async () => {
    await expect(login(server.app, 'demo.consultant')).resolves.toHaveProperty('access_token');
  });
});
