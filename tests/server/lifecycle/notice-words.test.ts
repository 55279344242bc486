import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inAYear, startLifecycleServer, type LifecycleServer } from './helpers';

// Issue 54: each notice and its mail say what happened and what its reader does next, by when
// ("Your answer to non-conformity 1 was returned: send it again by …"), not the step's name alone.
let t: LifecycleServer;
let farmerMail: string;
let staffMail: string;
beforeAll(async () => {
  t = await startLifecycleServer();
  const email = async (username: string) => (await t.db.selectFrom('users').select('email').where('username', '=', username).executeTakeFirstOrThrow()).email;
  farmerMail = await email('demo.farmer.gr');
  staffMail = await email('demo.staff');
}, 60_000);
afterAll(() => t?.close());

/** The newest notice of a user about the application's page (customer side or staff), with its values. */
async function lastNotice(username: string, link: string) {
  return t.db
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.user_id')
    .select(['message_id', 'params'])
    .where('users.username', '=', username)
    .where('link', '=', link)
    .orderBy('notifications.id', 'desc')
    .executeTakeFirstOrThrow();
}

const lastMail = async (email: string, reference: string) => (await t.mailsTo(email)).filter((m) => m.subject.includes(reference)).at(-1);
// the latest mail of the application says this, once its mail has been queued and sent (an
// action's mail is queued after its answer: on a busy machine the outbox is read before it)
const lastMailSays = (email: string, reference: string, words: string | RegExp) =>
  vi.waitFor(async () => expect((await lastMail(email, reference))?.text).toMatch(words), { timeout: 15_000, interval: 100 });

describe('notices name the outcome, the next action and its deadline', () => {
  it('from the offer to a returned answer, for the farmer (Greek) and staff', async () => {
    const id = await t.submitted('farmerGr');
    const { reference } = (await t.lifecycle('staff', id)).application;
    const farmerLink = `/applications/bio/inner/${id}`;
    const staffLink = `/staff/applications/${id}`;
    const year = new Date().getUTCFullYear() + 1;
    await t.act('staff', id, `/staff/applications/${id}/review`, { outcome: 'complete', risk_level: 'low' });

    await t.act('staff', id, `/staff/applications/${id}/offer`, { amount: 500, expires_on: inAYear() });
    expect(await lastNotice('demo.farmer.gr', farmerLink)).toMatchObject({ message_id: 'lifecycle.notice.send_offer', params: { deadline: inAYear() } });
    await lastMailSays(farmerMail, reference, `αποδεχτείτε την στέλνοντας την υπογεγραμμένη προσφορά ή απορρίψτε την έως τις 30 Ιουν ${year}`);

    await t.act('farmerGr', id, `/applications/${id}/offer/reply`, { reply: 'accept', signed_offer: await t.upload('farmerGr') });
    // staff read what to do next, in their own words
    expect(await lastNotice('demo.staff', staffLink)).toMatchObject({ message_id: 'lifecycle.noticeStaff.accept_offer' });
    await lastMailSays(staffMail, reference, /: (The offer was accepted: send the contract\.|Η προσφορά έγινε δεκτή: στείλτε τη σύμβαση\.|La oferta fue aceptada: envíe el contrato\.)/);

    await t.act('staff', id, `/staff/applications/${id}/contract`, { duration_years: 3, start_date: `${year}-01-01` });
    await t.act('farmerGr', id, `/applications/${id}/contract/signature`, { signed_contract: await t.upload('farmerGr', 'contract-signed.pdf') });
    await t.act('staff', id, `/staff/applications/${id}/inspection`, { inspection_date: `${year}-03-15`, inspector_id: await t.userId('demo.inspector1'), requested_documents: ['Άδεια νερού'] });
    expect(await lastNotice('demo.farmer.gr', farmerLink)).toMatchObject({ message_id: 'lifecycle.notice.plan_inspection', params: { date: `${year}-03-15`, documents: 1 } });
    await lastMailSays(farmerMail, reference, `Η επιθεώρηση προγραμματίστηκε για τις 15 Μαρ ${year}: στείλτε πριν από αυτήν το έγγραφο που ζητείται.`);

    const results = await t.act('staff', id, `/staff/applications/${id}/results`, {
      inspected_on: '2026-03-10',
      results: 'Δύο ευρήματα.',
      non_conformities: [
        { requirement: 'AF 1.2', finding: 'Λείπει ημερολόγιο', severity: 'minor', deadline: `${year}-12-20` },
        { requirement: 'CB 7.1', finding: 'Χωρίς ετικέτα', severity: 'major', deadline: `${year}-11-30` },
      ],
    });
    expect(results.statusCode, results.body).toBe(200);
    // two await the farmer's answer; the notice gives the first deadline
    expect(await lastNotice('demo.farmer.gr', farmerLink)).toMatchObject({ message_id: 'lifecycle.notice.record_results', params: { count: 2, deadline: `${year}-11-30` } });
    await lastMailSays(farmerMail, reference, `2 μη συμμορφώσεις περιμένουν την απάντησή σας έως τις 30 Νοε ${year}`);

    const [first] = results.json().non_conformities as { id: string }[];
    await t.act('farmerGr', id, `/applications/${id}/non-conformities/${first!.id}/response`, { response: 'confirm', evidence: [await t.upload('farmerGr', 'log.pdf')] });
    // the answer concerns the inspection: the planned inspector reads it
    expect(await lastNotice('demo.inspector1', staffLink)).toMatchObject({ message_id: 'lifecycle.noticeStaff.respond_nc', params: { n: 1, requirement: 'AF 1.2' } });

    await t.act('staff', id, `/staff/applications/${id}/non-conformities/${first!.id}/review`, { review: 'returned', note: 'Λείπει η υπογραφή.' });
    expect(await lastNotice('demo.farmer.gr', farmerLink)).toMatchObject({
      message_id: 'lifecycle.notice.review_nc',
      params: { n: 1, requirement: 'AF 1.2', review: 'returned', deadline: `${year}-12-20` },
    });
    await lastMailSays(farmerMail, reference, `Η απάντησή σας στη μη συμμόρφωση 1 (AF 1.2) επιστράφηκε: στείλτε τη ξανά έως τις 20 Δεκ ${year}.`);
  });
});
