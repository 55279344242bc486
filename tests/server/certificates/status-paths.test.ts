import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { certifiedApplication } from '../lifecycle/certified';
import { startLifecycleServer, yesterday, type LifecycleServer } from '../lifecycle/helpers';
import { expireCertificates } from '../../../src/server/certificates/expire-certificates';

// Every path that changes a certificate's status writes its line of the public history (the
// one place: certificates/status-changes.ts), and a change dated ahead is in force on its day,
// announced before it ("suspended from …"): read with the clock set to that day.

let t: LifecycleServer;
beforeAll(async () => {
  t = await startLifecycleServer();
}, 60_000);
afterAll(() => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

type Line = { date: string; from: string | null; to: string; items: string[]; valid_from?: string; renewed_by?: string };

const addDays = (days: number, from = new Date().toISOString().slice(0, 10)) => new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);
/** Reads as a guest on `day` (no token to outlive: staff act at the real time). */
const onDay = async <T,>(day: string, read: () => Promise<T>): Promise<T> => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T09:00:00Z`));
  try {
    return await read();
  } finally {
    vi.useRealTimers();
  }
};
const verify = async (path: string) => (await t.server.app.inject({ method: 'GET', url: `/api${path}` })).json();
const register = async (number: string) => (await t.server.app.inject({ method: 'GET', url: `/api/public/register?number=${encodeURIComponent(number)}` })).json().items[0];
const changeStatus = (id: string, body: Record<string, unknown>) => t.act('staff', id, `/staff/applications/${id}/certificate/status`, { reason: 'Έλεγχος.', ...body });
const linesAfterIssue = (history: Line[]) => history.slice(1).map(({ from, to, date, items }) => ({ from, to, date, items }));

describe('every path that changes a certificate\'s status writes its history line', () => {
  it('a sanction escalated to suspension, and the reinstatement after it', async () => {
    const { id, certificate } = await certifiedApplication(t);
    await t.act('staff', id, `/staff/applications/${id}/sanctions`, {
      kind: 'warning', reason: 'Το ημερολόγιο λιπάνσεων δεν τηρείται.', corrective_action: 'Στείλτε το.', deadline: yesterday(),
    });
    const [sanction] = (await t.lifecycle('staff', id)).sanctions as { id: string }[];
    const escalated = await t.act('staff', id, `/staff/applications/${id}/sanctions/${sanction.id}/review`, { outcome: 'escalate', note: 'Η προθεσμία πέρασε.' });
    expect(escalated.statusCode, escalated.body).toBe(200);
    expect(linesAfterIssue((await verify(certificate.verify_path)).history)).toEqual([{ from: 'valid', to: 'suspended', date: today(), items: [] }]);

    expect((await changeStatus(id, { change: 'reinstate', effective_from: today() })).statusCode).toBe(200);
    const page = await verify(certificate.verify_path);
    expect(page.status).toBe('valid');
    expect(linesAfterIssue(page.history)).toEqual([
      { from: 'valid', to: 'suspended', date: today(), items: [] },
      { from: 'suspended', to: 'valid', date: today(), items: [] },
    ]);
    expect(JSON.stringify(page)).not.toContain('προθεσμία');
  });

  it('revocation and cancellation, each dated from when it took effect', async () => {
    for (const [change, to] of [['revoke', 'revoked'], ['cancel', 'cancelled']] as const) {
      const { id, certificate } = await certifiedApplication(t);
      expect((await changeStatus(id, { change, effective_from: yesterday() })).statusCode).toBe(200);
      const page = await verify(certificate.verify_path);
      expect(page.status, change).toBe(to);
      expect(linesAfterIssue(page.history), change).toEqual([{ from: 'valid', to, date: yesterday(), items: [] }]);
    }
  });

  it('the expiry, stored by the daily job from the day after the last valid day', async () => {
    const { id, certificate } = await certifiedApplication(t);
    const lastDay = addDays(-2);
    await t.db.updateTable('certificates').set({ valid_from: '2025-01-01', valid_to: lastDay }).where('application_id', '=', id).execute();
    // before the job ran, the live status and the history say so already
    expect(linesAfterIssue((await verify(certificate.verify_path)).history)).toEqual([{ from: 'valid', to: 'expired', date: addDays(-1), items: [] }]);
    expect(await expireCertificates(t.db, today())).toBeGreaterThanOrEqual(1);
    const stored = await t.db.selectFrom('certificates').select(['status', 'status_changes']).where('application_id', '=', id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('expired');
    expect(stored.status_changes.at(-1)).toMatchObject({ change: 'expire', status: 'expired', from: addDays(-1), by: 'expiry' });
    const page = await verify(certificate.verify_path);
    expect(page.status).toBe('expired');
    expect(linesAfterIssue(page.history)).toEqual([{ from: 'valid', to: 'expired', date: addDays(-1), items: [] }]);
  });

  it('a renewal taking over: both cycles held and listed until the next one starts, then the earlier one ends, renewed by it', async () => {
    const first = await certifiedApplication(t);
    const start = addDays(10);
    // the renewal's decision: the next cycle, starting before the current one ends
    const renewalId = await t.submitted('farmerGr');
    await t.db.updateTable('applications').set({ purpose: 'renewal' }).where('id', '=', renewalId).execute();
    await t.act('staff', renewalId, `/staff/applications/${renewalId}/review`, { outcome: 'complete', risk_level: 'low' });
    await decideUpTo(renewalId);
    const decided = await t.act('staff', renewalId, `/staff/applications/${renewalId}/decision`, {
      outcome: 'certify', certified_items: ['Ελιές'], scope: 'Φυτική παραγωγή', valid_from: start, valid_to: addDays(400), traces_number: 'GR-BIO-03.001-0001234.2027.001',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const next = decided.json().certificate as { number: string; verify_path: string; status: string };
    expect(next.status).toBe('not_yet_valid');
    // today: the current one valid, the next one not yet valid, both in the register
    expect((await register(first.certificate.number)).status).toBe('valid');
    expect((await register(next.number)).status).toBe('not_yet_valid');
    expect((await verify(first.certificate.verify_path)).scheduled).toEqual([{ status: 'expired', from: start, items: [] }]);
    // on the next one's first day: it is valid, the earlier one ended, renewed by it
    const [earlier, later] = await onDay(start, async () => [await verify(first.certificate.verify_path), await verify(next.verify_path)]);
    expect(earlier.status).toBe('expired');
    expect(earlier.history.at(-1)).toMatchObject({ date: start, from: 'valid', to: 'expired', renewed_by: next.number });
    expect(later.status).toBe('valid');
  });
});

describe('a change dated ahead', () => {
  it('is announced before its day and in force from it, in the register and on /verify, without a job; the job tells the holder on the day, once', async () => {
    const { id, certificate } = await certifiedApplication(t);
    const day = addDays(7);
    const partial = await changeStatus(id, { change: 'suspend_partially', items: ['Ελιές'], effective_from: day });
    expect(partial.statusCode, partial.body).toBe(200);

    // today: valid, the suspension announced, no history line yet
    const before = await verify(certificate.verify_path);
    expect(before).toMatchObject({ status: 'valid', suspended_items: [], scheduled: [{ status: 'partially_suspended', from: day, items: ['Ελιές'] }] });
    expect(linesAfterIssue(before.history)).toEqual([]);
    expect(await register(certificate.number)).toMatchObject({ status: 'valid', products: [{ name: 'Ελιές', status: 'valid' }], scheduled: [{ status: 'partially_suspended', from: day }] });
    expect((await t.as('farmerGr')('GET', `/applications/${id}`)).json().certificate).toEqual({ status: 'valid', suspended_items: [] });
    expect((await t.lifecycle('staff', id)).certificate).toMatchObject({ status: 'valid', stored_status: 'partially_suspended', suspended_items: [], status_effective: day });

    // the day before, still valid; on the day, in force with nothing run
    expect((await onDay(addDays(-1, day), () => verify(certificate.verify_path))).status).toBe('valid');
    const [after, entry] = await onDay(day, async () => [await verify(certificate.verify_path), await register(certificate.number)]);
    expect(after).toMatchObject({ status: 'partially_suspended', suspended_items: ['Ελιές'], status_effective: day, scheduled: [] });
    expect(linesAfterIssue(after.history)).toEqual([{ from: 'valid', to: 'partially_suspended', date: day, items: ['Ελιές'] }]);
    expect(entry).toMatchObject({ status: 'partially_suspended', products: [{ name: 'Ελιές', status: 'suspended' }], scheduled: [] });

    // the notice: not before the day, on the day once (a second run finds nothing)
    const inForce = async () => ((await t.as('farmerGr')('GET', '/notifications')).json().items as { message_id: string }[]).filter((n) => n.message_id === 'lifecycle.notify.certificate_in_force').length;
    const told = await inForce();
    const run = (on: string) => t.server.app.dailyJobs.run('daily-certificate-changes-in-force', new Date(`${on}T01:15:00Z`));
    expect(await run(addDays(-1, day))).toBe(0);
    expect(await run(day)).toBe(1);
    expect(await run(day)).toBe(0);
    expect(await inForce()).toBe(told + 1);
    const email = (await t.db.selectFrom('users').select('email').where('id', '=', t.ids.farmerGr).executeTakeFirstOrThrow()).email;
    const mails = (await t.mailsTo(email)).filter((mail) => mail.subject.includes(certificate.number));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Το πιστοποιητικό σας ${certificate.number}: Σε μερική αναστολή από σήμερα`);
  });

  it('overridden before its day by a later decision never takes effect, nor shows in the history', async () => {
    const { id, certificate } = await certifiedApplication(t);
    const day = addDays(5);
    expect((await changeStatus(id, { change: 'suspend', effective_from: day })).statusCode).toBe(200);
    expect((await changeStatus(id, { change: 'reinstate', effective_from: today() })).statusCode).toBe(200);
    expect((await verify(certificate.verify_path)).scheduled).toEqual([]);
    const later = await onDay(addDays(1, day), () => verify(certificate.verify_path));
    expect(later.status).toBe('valid');
    expect(later.history.filter((line: Line) => line.to === 'suspended')).toEqual([]);
  });
});

describe('the history\'s first line', () => {
  it('says when the certificate was issued and from when it is valid', async () => {
    const { certificate } = await certifiedApplication(t);
    const page = await verify(certificate.verify_path);
    expect(page.history[0]).toEqual({ date: today(), from: null, to: 'valid', items: [], valid_from: '2026-01-01' });
  });
});

describe('an organic certification decision', () => {
  it('requires the TRACES number, named when missing, and issues nothing without it', async () => {
    const id = await t.submitted('farmerGr');
    await t.act('staff', id, `/staff/applications/${id}/review`, { outcome: 'complete', risk_level: 'low' });
    await decideUpTo(id);
    for (const traces of [undefined, '   ']) {
      const refused = await t.act('staff', id, `/staff/applications/${id}/decision`, {
        outcome: 'certify', certified_items: ['Ελιές'], scope: 'Φυτική παραγωγή', valid_from: '2026-01-01', valid_to: addDays(300), ...(traces === undefined ? {} : { traces_number: traces }),
      });
      expect(refused.statusCode, String(traces)).toBe(400);
      expect(refused.json().issues).toEqual([expect.objectContaining({ path: '/traces_number', messageId: expect.stringMatching(/required|filled/) })]);
    }
    expect((await t.lifecycle('staff', id)).certificate).toBeNull();
    // a rejection names no certificate, so no number
    expect((await t.act('staff', id, `/staff/applications/${id}/decision`, { outcome: 'reject', reasons: 'Δεν τηρούνται.' })).statusCode).toBe(200);
  });
});

/** From the offer to the decision pending. */
async function decideUpTo(id: string) {
  await t.act('staff', id, `/staff/applications/${id}/offer`, { amount: 500, expires_on: addDays(300) });
  await t.act('farmerGr', id, `/applications/${id}/offer/reply`, { reply: 'accept', signed_offer: await t.upload('farmerGr') });
  await t.act('staff', id, `/staff/applications/${id}/contract`, { duration_years: 3, start_date: '2026-01-01' });
  await t.act('farmerGr', id, `/applications/${id}/contract/signature`, { signed_contract: await t.upload('farmerGr', 'contract-signed.pdf') });
  await t.act('staff', id, `/staff/applications/${id}/inspection`, { inspection_date: '2026-03-15', inspector_id: await t.userId('demo.inspector1') });
  await t.act('staff', id, `/staff/applications/${id}/results`, { inspected_on: '2026-03-10', results: 'Καμία παρατήρηση.' });
}
