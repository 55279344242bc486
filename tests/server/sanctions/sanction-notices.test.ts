import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailIntl } from '../../../src/server/notifications/mail-text';
import { translate } from '../../../src/server/core/i18n/catalogue';
import { certifiedApplication } from '../lifecycle/certified';
import { startLifecycleServer, yesterday, type LifecycleServer } from '../lifecycle/helpers';

// Issue 54: a sanction's and a certificate change's notice (in the portal and by mail) says what
// happened, what its reader does next, and by when, as the other lifecycle notices do
// ("Sanction 1 was imposed …: send its documents by 31 Mar 2027"), not the step's name alone.
let t: LifecycleServer;
let farmerMail: string;
beforeAll(async () => {
  t = await startLifecycleServer();
  farmerMail = (await t.db.selectFrom('users').select('email').where('username', '=', 'demo.farmer.gr').executeTakeFirstOrThrow()).email;
}, 60_000);
afterAll(() => t?.close());

/** The newest notice of a user about the application's page, with its values. */
const lastNotice = (username: string, link: string) =>
  t.db
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.user_id')
    .select(['message_id', 'params'])
    .where('users.username', '=', username)
    .where('link', '=', link)
    .orderBy('notifications.id', 'desc')
    .executeTakeFirstOrThrow();
/** The text of the newest mail to the (Greek) farmer about the application. */
const lastMailText = async (reference: string) => (await t.mailsTo(farmerMail)).filter((m) => m.subject.includes(reference)).at(-1)?.text ?? '';
const greekDay = (iso: string) => mailIntl('el').formatDate(`${iso}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });

describe('a sanction\'s and a certificate change\'s notices name the outcome, the next action and its deadline', () => {
  it('imposed, answered, returned, lifted, escalated; the certificate reinstated and suspended for a time: each told to the farmer in Greek', async () => {
    const { id } = await certifiedApplication(t);
    const { reference } = (await t.lifecycle('staff', id)).application;
    const link = `/applications/bio/inner/${id}`;
    const review = (sanctionId: string, body: Record<string, unknown>) => t.act('staff', id, `/staff/applications/${id}/sanctions/${sanctionId}/review`, body);

    const imposed = await t.act('staff', id, `/staff/applications/${id}/sanctions`, {
      kind: 'declassification', reason: 'Λίπασμα εκτός καταλόγου.', corrective_action: 'Στείλτε τα τιμολόγια.', deadline: '2027-03-31',
    });
    expect(imposed.statusCode, imposed.body).toBe(200);
    expect(await lastNotice('demo.farmer.gr', link)).toMatchObject({ message_id: 'lifecycle.notice.impose_sanction', params: { n: 1, kind: 'declassification', deadline: '2027-03-31' } });
    expect(await lastMailText(reference)).toContain(
      `Επιβλήθηκε η κύρωση 1 (αποχαρακτηρισμός παρτίδας ή προϊόντος): κάντε τη διορθωτική ενέργεια που ζητείται και στείλτε τα έγγραφά της μέσω της πύλης έως τις ${greekDay('2027-03-31')}.`,
    );
    // the consultant reads the same, in the portal
    expect(await lastNotice('demo.consultant', link)).toMatchObject({ message_id: 'lifecycle.notice.impose_sanction' });

    const [sanction] = (await t.lifecycle('farmerGr', id)).sanctions as { id: string }[];
    await t.act('farmerGr', id, `/applications/${id}/sanctions/${sanction.id}/answer`, { documents: [await t.upload('farmerGr', 'invoices.pdf')] });
    // the rest of the customer side hears that it was sent and what happens now
    expect(await lastNotice('demo.consultant', link)).toMatchObject({ message_id: 'lifecycle.notice.answer_sanction', params: { n: 1 } });

    await review(sanction.id, { outcome: 'return', note: 'Λείπει το τιμολόγιο του Μαρτίου.' });
    expect(await lastNotice('demo.farmer.gr', link)).toMatchObject({ message_id: 'lifecycle.notice.return_sanction', params: { n: 1, deadline: '2027-03-31', overdue: 'no' } });
    expect(await lastMailText(reference)).toContain(`Η διορθωτική ενέργεια για την κύρωση 1 επιστράφηκε: στείλτε συμπληρωματικά στοιχεία έως τις ${greekDay('2027-03-31')}. Ο λόγος αναγράφεται στην αίτηση.`);

    await t.act('farmerGr', id, `/applications/${id}/sanctions/${sanction.id}/answer`, { documents: [await t.upload('farmerGr', 'march.pdf')] });
    await review(sanction.id, { outcome: 'lift' });
    expect(await lastMailText(reference)).toContain('Η διορθωτική ενέργεια για την κύρωση 1 έγινε δεκτή και η κύρωση άρθηκε· δεν χρειάζεται να κάνετε κάτι άλλο.');

    // a second sanction, its deadline passed without an answer: escalated, the certificate suspended from today
    await t.act('staff', id, `/staff/applications/${id}/sanctions`, { kind: 'warning', reason: 'Ημερολόγιο.', corrective_action: 'Στείλτε το.', deadline: yesterday() });
    const second = ((await t.lifecycle('staff', id)).sanctions as { id: string; position: number }[]).find((s) => s.position === 2)!;
    const escalated = await review(second.id, { outcome: 'escalate', note: 'Η προθεσμία πέρασε.' });
    expect(escalated.statusCode, escalated.body).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(await lastNotice('demo.farmer.gr', link)).toMatchObject({ message_id: 'lifecycle.notice.escalate_sanction', params: { n: 2, from: today } });
    expect(await lastMailText(reference)).toContain(`Η κύρωση 2 κλιμακώθηκε: το πιστοποιητικό αναστέλλεται από τις ${greekDay(today)} και τα προϊόντα του δεν μπορούν να πωλούνται ως πιστοποιημένα.`);

    // staff's status form: reinstated, then suspended for a time
    const change = (body: Record<string, unknown>) => t.act('staff', id, `/staff/applications/${id}/certificate/status`, { reason: 'Έλεγχος.', ...body });
    expect((await change({ change: 'reinstate', effective_from: today })).statusCode).toBe(200);
    expect(await lastNotice('demo.farmer.gr', link)).toMatchObject({ message_id: 'lifecycle.notice.change_certificate', params: { change: 'reinstate', from: today } });
    expect(await lastMailText(reference)).toContain(`Το πιστοποιητικό ισχύει ξανά από τις ${greekDay(today)}· δεν χρειάζεται να κάνετε κάτι άλλο.`);
    const suspended = await change({ change: 'suspend', effective_from: '2027-01-10', until: '2027-02-10' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await lastNotice('demo.farmer.gr', link)).toMatchObject({ message_id: 'lifecycle.notice.change_certificate', params: { change: 'suspend', from: '2027-01-10', until: '2027-02-10' } });
    expect(await lastMailText(reference)).toContain(
      `Το πιστοποιητικό αναστέλλεται από τις ${greekDay('2027-01-10')} έως τις ${greekDay('2027-02-10')}: στο διάστημα αυτό τα προϊόντα του δεν μπορούν να πωλούνται ως πιστοποιημένα.`,
    );
  });

  it('every such notice reads whole in Greek, English and Spanish, whichever way it turns', () => {
    const base = { type: 'bio', reference: 'BIO-2026-000001', customer: 'Μαρία Παππά', n: 1 };
    const day = new Date('2027-03-31T12:00:00Z');
    const cases: [string, Record<string, string | number | Date>][] = [
      ...['warning', 'declassification', 'conversion_extension'].map((kind): [string, Record<string, string | number | Date>] => ['impose_sanction', { kind, deadline: day }]),
      ['answer_sanction', {}],
      ['lift_sanction', {}],
      ['return_sanction', { deadline: day, overdue: 'no' }],
      ['return_sanction', { deadline: day, overdue: 'yes' }],
      ['escalate_sanction', { from: day }],
      ...['suspend', 'suspend_partially', 'revoke', 'cancel', 'reinstate'].flatMap((kind): [string, Record<string, string | number | Date>][] => [
        ['change_certificate', { change: kind, from: day, until: 'none' }],
        ['change_certificate', { change: kind, from: day, until: new Date('2027-05-01T12:00:00Z') }],
      ]),
    ];
    const texts = new Map<string, string>();
    for (const locale of ['el', 'en', 'es']) {
      for (const [action, values] of cases) {
        const id = `lifecycle.notice.${action}`;
        const text = translate(mailIntl(locale), id, { ...base, ...values });
        expect(text, `${locale} ${id}`).not.toBe(id);
        expect(text, `${locale} ${id}`).not.toMatch(/[{}]/);
        texts.set(`${locale} ${action} ${JSON.stringify(values)}`, text);
      }
    }
    // each way it turns says something of its own (a kind of sanction, a change of the certificate, its end date)
    const english = [...texts].filter(([key]) => key.startsWith('en ')).map(([, text]) => text);
    expect(new Set(english).size).toBe(english.length - 3);
    expect(texts.get(`es return_sanction ${JSON.stringify({ deadline: day, overdue: 'yes' })}`)).toContain('ya venció');
  });
});
