import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeGlobalgap, startApplicationsServer } from './helpers';
import { mailsTo } from '../accounts/helpers';
import { operatorOf } from '../../../src/server/accounts/display-name';

// Issue 47: the company is the applicant everywhere. One rule (accounts/display-name.ts, and its
// SQL twin) names the operator: a company by its name and tax number, with the person acting for
// it and their position; a farmer by name. Mails, notices, the profile (the top bar) and the
// contact mail all use it.
const COMPANY = 'Αγρόκτημα Κρήτης Ι.Κ.Ε.';
const TAX_NUMBER = '997108060';
const NAMED = `${COMPANY} (ΑΦΜ ${TAX_NUMBER})`;

describe('the operator named everywhere', () => {
  let t: Awaited<ReturnType<typeof startApplicationsServer>>;
  beforeAll(async () => {
    t = await startApplicationsServer();
    const { db } = t;
    const user_details = { country: 1, first_name: 'Μαρία', last_name: 'Σταυρακάκη', company_name: COMPANY, position: 'administrator', identification: TAX_NUMBER, email: 'other@test.invalid' };
    await db.updateTable('users').set({ identification: TAX_NUMBER, profile: JSON.stringify({ user_details }) }).where('id', '=', t.ids.otherFarmer).execute();
  });
  afterAll(() => t.close());

  it('names the company with its tax number and the person acting for it in the receipt, the staff mail and the notices', async () => {
    const farmer = t.api('otherFarmer');
    const draft = await farmer.draft({ type: 'globalgap', client_request_id: 'operator-receipt' });
    expect((await farmer.save(draft.id, { row_version: draft.row_version, answers: completeGlobalgap(), year: 2026 })).statusCode).toBe(200);
    const submitted = await farmer.submit(draft.id, { row_version: draft.row_version + 1 });
    expect(submitted.statusCode, submitted.body).toBe(200);

    // the receipt, in the customer's language: for the company, by its person in her position
    const receipt = (await mailsTo(t.server, 'other@test.invalid')).find((mail) => mail.text.includes('GG-'));
    expect(receipt?.text).toContain(`για ${NAMED}, Μαρία Σταυρακάκη, διαχειριστής/τρια`);
    // the customer side's notice and staff's name the operator, not its person
    const own = (await farmer.list()).json();
    expect(own.items.find((a: { id: string }) => a.id === draft.id).customer).toMatchObject({ company: NAMED, name: 'Μαρία Σταυρακάκη', position: 'administrator' });
    const notices = (await t.call('staff', 'GET', '/notifications')).json().items;
    expect(notices[0]).toMatchObject({ message_id: 'lifecycle.noticeStaff.submit', params: { customer: NAMED } });
    const staffEmail = (await t.db.selectFrom('users').select('email').where('id', '=', t.ids.staff).executeTakeFirstOrThrow()).email;
    const staffMail = (await mailsTo(t.server, staffEmail)).find((mail) => mail.subject.includes('GG-'));
    expect(staffMail?.subject).toContain(NAMED);
    expect(staffMail?.subject).not.toContain('Σταυρακάκη');
  });

  it('gives the profile (the top bar) the operator, and the contact mail says who writes for which company', async () => {
    const profile = (await t.call('otherFarmer', 'GET', '/users/profile')).json();
    expect(profile.operator).toEqual({ name: NAMED, person: 'Μαρία Σταυρακάκη', position: 'administrator' });
    const sent = await t.call('otherFarmer', 'POST', '/contact', { subject: 'Αλλαγή προφίλ', description: 'Νέα διεύθυνση' });
    expect(sent.statusCode, sent.body).toBe(201);
    const mail = (await mailsTo(t.server, t.server.config.contactEmail)).find((m) => m.text.includes('Νέα διεύθυνση'));
    expect(mail?.text).toContain(`${NAMED}, Μαρία Σταυρακάκη, διαχειριστής/τρια`);
  });

  it('names a farmer by name alone, and a Spanish company by its NIF: the rule in code and in SQL agree', async () => {
    expect(operatorOf({ username: 'x', profile: { user_details: { first_name: 'Lucía', last_name: 'García' } }, identification: '12345678Z', country_id: 2 })).toEqual({ name: 'Lucía García', person: null, position: null });
    const spanish = { username: 'y', profile: { user_details: { first_name: 'José', last_name: 'Núñez', company_name: 'Cítricos del Sur S.L.' } }, identification: 'B12345678', country_id: 2 };
    expect(operatorOf(spanish).name).toBe('Cítricos del Sur S.L. (NIF B12345678)');
    // the staff queue reads the SQL twin: the same name as the code's
    const queue = (await t.call('staff', 'GET', '/staff/applications')).json().items as { customer_company: string | null; customer_name: string }[];
    const row = queue.find((item) => item.customer_name === 'Μαρία Σταυρακάκη');
    const account = await t.db.selectFrom('users').selectAll().where('id', '=', t.ids.otherFarmer).executeTakeFirstOrThrow();
    expect(row?.customer_company).toBe(operatorOf(account).name);
  });
});
