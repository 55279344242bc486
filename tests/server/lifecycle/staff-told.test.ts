import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, bearer } from '../../helpers/server';
import { inAYear, startLifecycleServer, type LifecycleServer } from './helpers';
import { certifiedApplication } from './certified';

// Whom on staff the customer side's actions reach (docs/staff-accounts.md): the assigned
// reviewer, or for the inspection the planned inspector; with nobody there, every active staff
// member with that duty. The demo staff: demo.staff (every duty), two reviewers, two inspectors.
const STAFF = ['demo.staff', 'demo.reviewer1', 'demo.reviewer2', 'demo.inspector1', 'demo.inspector2'] as const;
type Member = (typeof STAFF)[number];
const REVIEWERS: Member[] = ['demo.staff', 'demo.reviewer1', 'demo.reviewer2'];
const INSPECTORS: Member[] = ['demo.staff', 'demo.inspector1', 'demo.inspector2'];

let t: LifecycleServer;
let emails: Record<Member, string>;
beforeAll(async () => {
  t = await startLifecycleServer();
  const rows = await t.db.selectFrom('users').select(['username', 'email']).where('username', 'in', [...STAFF]).execute();
  emails = Object.fromEntries(rows.map((row) => [row.username, row.email])) as Record<Member, string>;
}, 60_000);
afterAll(() => t?.close());

/** For each staff member: their notices that point at the application's staff page, and their mails naming it. */
async function counts(id: string) {
  const { reference } = (await t.lifecycle('staff', id)).application;
  const result = {} as Record<Member, { notices: string[]; mails: number }>;
  for (const member of STAFF) {
    const notices = await t.db
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.user_id')
      .select('message_id')
      .where('users.username', '=', member)
      .where('link', '=', `/staff/applications/${id}`)
      .execute();
    const mails = (await t.mailsTo(emails[member])).filter((m) => m.subject.includes(reference)).length;
    result[member] = { notices: notices.map((n) => n.message_id), mails };
  }
  return result;
}

/** Who on staff was told of what `act` did: given a notice with `messageId`, and mailed (any mail naming the application). */
async function toldBy(id: string, messageId: string, act: () => Promise<{ statusCode: number; body: string }>) {
  const before = await counts(id);
  const response = await act();
  expect(response.statusCode, response.body).toBeLessThan(300);
  const after = await counts(id);
  const noticed = (m: Member) => after[m].notices.filter((n) => n === messageId).length - before[m].notices.filter((n) => n === messageId).length;
  return {
    noticed: STAFF.filter((m) => noticed(m) > 0),
    mailed: STAFF.filter((m) => after[m].mails > before[m].mails),
    // each told once, not once per route the action took
    twice: STAFF.filter((m) => noticed(m) > 1),
  };
}

const assign = async (id: string, reviewer: Member | null) => {
  const response = await t.as('staff')('PUT', `/staff/applications/${id}/reviewer`, { reviewer_id: reviewer === null ? null : await t.userId(reviewer) });
  expect(response.statusCode, response.body).toBe(200);
};

async function submittedToOffer() {
  const id = await t.submitted('farmerGr');
  await t.act('staff', id, `/staff/applications/${id}/review`, { outcome: 'complete', risk_level: 'low' });
  await t.act('staff', id, `/staff/applications/${id}/offer`, { amount: 500, expires_on: inAYear() });
  return id;
}

describe("the customer side's actions reach the staff concerned", () => {
  it('a submission nobody is assigned to reaches the active reviewers, not the inspectors', async () => {
    const id = await t.submitted('farmerGr');
    const { reference } = (await t.lifecycle('staff', id)).application;
    const told = await counts(id);
    for (const member of STAFF) {
      const reviewer = REVIEWERS.includes(member);
      expect(told[member].notices, member).toEqual(reviewer ? ['lifecycle.noticeStaff.submit'] : []);
      expect(told[member].mails, member).toBe(reviewer ? 1 : 0);
    }
    // the reviewer reads it on their notifications
    const token = (await login(t.server.app, 'demo.reviewer2')).access_token;
    const items = (await t.server.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) })).json().items as { message_id: string; link: string; params: { reference: string } }[];
    expect(items).toContainEqual(expect.objectContaining({ message_id: 'lifecycle.noticeStaff.submit', link: `/staff/applications/${id}`, params: expect.objectContaining({ reference }) }));
  });

  it('once a reviewer is assigned, only that reviewer is told and mailed; a deactivated one hands it back to every reviewer', async () => {
    const id = await submittedToOffer();
    await assign(id, 'demo.reviewer2');
    const accepted = await toldBy(id, 'lifecycle.noticeStaff.accept_offer', async () =>
      t.act('farmerGr', id, `/applications/${id}/offer/reply`, { reply: 'accept', signed_offer: await t.upload('farmerGr') }),
    );
    expect(accepted).toEqual({ noticed: ['demo.reviewer2'], mailed: ['demo.reviewer2'], twice: [] });

    await t.act('staff', id, `/staff/applications/${id}/contract`, { duration_years: 3, start_date: '2027-01-01' });
    await t.db.updateTable('users').set({ status: 'deactivated' }).where('username', '=', 'demo.reviewer2').execute();
    try {
      const signed = await toldBy(id, 'lifecycle.noticeStaff.sign_contract', async () =>
        t.act('farmerGr', id, `/applications/${id}/contract/signature`, { signed_contract: await t.upload('farmerGr', 'contract-signed.pdf') }),
      );
      expect(signed).toEqual({ noticed: ['demo.staff', 'demo.reviewer1'], mailed: ['demo.staff', 'demo.reviewer1'], twice: [] });
    } finally {
      await t.db.updateTable('users').set({ status: 'active' }).where('username', '=', 'demo.reviewer2').execute();
    }
  });

  it("what concerns the inspection reaches the planned inspector, not the file's reviewer", async () => {
    const id = await submittedToOffer();
    await assign(id, 'demo.reviewer1');
    await t.act('farmerGr', id, `/applications/${id}/offer/reply`, { reply: 'accept', signed_offer: await t.upload('farmerGr') });
    await t.act('staff', id, `/staff/applications/${id}/contract`, { duration_years: 3, start_date: '2027-01-01' });
    await t.act('farmerGr', id, `/applications/${id}/contract/signature`, { signed_contract: await t.upload('farmerGr', 'contract-signed.pdf') });
    await t.act('staff', id, `/staff/applications/${id}/inspection`, { inspection_date: '2027-03-15', inspector_id: await t.userId('demo.inspector2'), requested_documents: ['Άδεια νερού'] });

    const documents = await toldBy(id, 'lifecycle.noticeStaff.submit_supporting_documents', async () =>
      t.act('farmerGr', id, `/applications/${id}/inspection/documents`, { documents: [await t.upload('farmerGr', 'permit.pdf')] }),
    );
    expect(documents).toEqual({ noticed: ['demo.inspector2'], mailed: ['demo.inspector2'], twice: [] });

    const results = await t.act('staff', id, `/staff/applications/${id}/results`, {
      inspected_on: '2026-03-10', results: 'Ένα εύρημα.', non_conformities: [{ requirement: 'AF 1.2', finding: 'Λείπει ημερολόγιο', severity: 'minor', deadline: inAYear() }],
    });
    const [nc] = results.json().non_conformities as { id: string }[];
    const answered = await toldBy(id, 'lifecycle.noticeStaff.respond_nc', async () =>
      t.act('farmerGr', id, `/applications/${id}/non-conformities/${nc!.id}/response`, { response: 'confirm', evidence: [await t.upload('farmerGr', 'log.pdf')] }),
    );
    expect(answered).toEqual({ noticed: ['demo.inspector2'], mailed: ['demo.inspector2'], twice: [] });

    // a plan that names no active inspector: every active inspector
    await t.db.updateTable('applications').set({ inspector_id: null }).where('id', '=', id).execute();
    const note = await toldBy(id, 'notes.notify.fromCustomer', () => t.as('farmerGr')('POST', `/applications/${id}/notes`, { body: 'Πρόσβαση μόνο με 4x4.' }));
    // a note is about the file: its reviewer, in the portal only
    expect(note).toEqual({ noticed: ['demo.reviewer1'], mailed: [], twice: [] });
    const [review] = results.json().non_conformities as { id: string }[];
    await t.act('staff', id, `/staff/applications/${id}/non-conformities/${review!.id}/review`, { review: 'returned', note: 'Λείπει η υπογραφή.' });
    const again = await toldBy(id, 'lifecycle.noticeStaff.respond_nc', async () =>
      t.act('farmerGr', id, `/applications/${id}/non-conformities/${nc!.id}/response`, { response: 'confirm', evidence: [await t.upload('farmerGr', 'log2.pdf')] }),
    );
    expect(again).toEqual({ noticed: INSPECTORS, mailed: INSPECTORS, twice: [] });
  });

  it("a certificate request reaches the file's reviewer alone, in the portal", async () => {
    const { id } = await certifiedApplication(t);
    await assign(id, 'demo.reviewer1');
    const sent = await toldBy(id, 'requests.notify.sent', () => t.as('consultant')('POST', `/applications/${id}/certificate-requests`, { kind: 'duplicate' }));
    expect(sent).toEqual({ noticed: ['demo.reviewer1'], mailed: [], twice: [] });
  });
});
