import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Who } from '../customers/helpers';
import { certifiedApplication } from '../lifecycle/certified';
import { inAYear, startLifecycleServer, type LifecycleServer } from '../lifecycle/helpers';

/**
 * A person who learns the id of someone else's document (a consultant removed from a
 * customer, an employee taken off one) must not be able to open it by writing the id into a
 * record they can see: a reference is a reference only where a form declares a document.
 */
let t: LifecycleServer;
beforeAll(async () => {
  t = await startLifecycleServer();
}, 60_000);
afterAll(() => t?.close());

const opens = async (who: Who, id: string) => (await t.as(who)('GET', `/files/${id}/content`)).statusCode;
/** The victim's document, referred to by nothing the attackers can see. */
const secret = () => t.upload('otherFarmer', 'secret.pdf');

async function draftOf(who: Who) {
  const created = await t.as(who)('POST', '/applications', { type: 'bio' });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().application as { id: string; row_version: number };
}
const save = (who: Who, id: string, answers: unknown, rowVersion: number) => t.as(who)('PUT', `/applications/${id}/answers`, { answers, row_version: rowVersion });

describe('a file id written anywhere but where a form declares a document opens nothing', () => {
  it('as a text answer, as an answer key, or as the name of one\'s own upload', async () => {
    const theirs = await secret();
    const own = await t.upload('farmerGr', 'own.pdf');
    const draft = await draftOf('farmerGr');
    let version = draft.row_version;
    const tries = [
      { general: { name: theirs.id } },
      { general: { name: `"${theirs.id}"` } },
      { general: { name: 'Farm', [theirs.id]: 'x' }, [theirs.id]: { [theirs.id]: [theirs.id] } },
      { general: { name: 'Farm' }, submission: { signed_application: [{ ...own, name: theirs.id }] } },
    ];
    for (const answers of tries) {
      const saved = await save('farmerGr', draft.id, answers, version);
      expect(saved.statusCode, saved.body).toBe(200);
      version = saved.json().row_version;
      expect(await opens('farmerGr', theirs.id), JSON.stringify(answers)).toBe(404);
      // and not for anyone else who reads the application either
      expect(await opens('consultant', theirs.id)).toBe(404);
    }
    expect(await opens('farmerGr', own.id)).toBe(200);
  });

  it('as a document without its media type, where a form declares one: refused, naming the field', async () => {
    const theirs = await secret();
    const draft = await draftOf('farmerGr');
    const saved = await save('farmerGr', draft.id, { submission: { signed_application: [{ id: theirs.id, name: 'x.pdf', size: 1 }] } }, draft.row_version);
    expect(saved.statusCode).toBe(400);
    expect(saved.json().issues).toEqual([expect.objectContaining({ path: '/answers/submission/signed_application/0', messageId: 'validation.errors.documentNotReadable' })]);
    expect(await opens('farmerGr', theirs.id)).toBe(404);
  });

  it('as the name of one\'s own upload in a lifecycle form (the customer\'s offer acceptance, staff\'s invoice)', async () => {
    const theirs = await secret();
    const id = await t.submitted('farmerGr');
    await t.act('staff', id, `/staff/applications/${id}/review`, { outcome: 'complete', risk_level: 'low' });
    await t.act('staff', id, `/staff/applications/${id}/offer`, { amount: 500, expires_on: inAYear() });
    const signed = await t.upload('farmerGr', 'offer-signed.pdf');
    const accepted = await t.act('farmerGr', id, `/applications/${id}/offer/reply`, { reply: 'accept', signed_offer: { ...signed, name: theirs.id } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await opens('farmerGr', theirs.id)).toBe(404);
    expect(await opens('consultant', theirs.id)).toBe(404);

    const invoiceFile = await t.upload('staff', 'invoice.pdf');
    const invoice = await t.as('staff')('POST', `/staff/applications/${id}/invoices`, {
      number: `INV-${Date.now()}`, amount: 120, due_date: inAYear(), document: { ...invoiceFile, name: theirs.id },
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    expect(await opens('farmerGr', invoiceFile.id)).toBe(200);
    expect(await opens('farmerGr', theirs.id)).toBe(404);
  });

  it('a foreign document where a lifecycle form declares one is refused, naming the field', async () => {
    const theirs = await secret();
    const id = await t.submitted('farmerGr');
    await t.act('staff', id, `/staff/applications/${id}/review`, { outcome: 'complete', risk_level: 'low' });
    await t.act('staff', id, `/staff/applications/${id}/offer`, { amount: 500, expires_on: inAYear() });
    const refused = await t.act('farmerGr', id, `/applications/${id}/offer/reply`, { reply: 'accept', signed_offer: theirs });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([expect.objectContaining({ path: '/signed_offer', messageId: 'validation.errors.documentNotReadable' })]);
    expect(await opens('farmerGr', theirs.id)).toBe(404);
  });
});

describe('the documents a sanction is answered with', () => {
  it('open for staff, the customer and the employee assigned, and for nobody else', async () => {
    const { id } = await certifiedApplication(t);
    expect((await t.as('consultant')('PUT', `/applications/${id}/employee`, { employee_id: t.ids.employee })).statusCode).toBe(204);
    const imposed = await t.act('staff', id, `/staff/applications/${id}/sanctions`, {
      kind: 'warning', reason: 'Το ημερολόγιο λιπάνσεων δεν τηρείται.', corrective_action: 'Στείλτε το ημερολόγιο.', deadline: '2027-03-31',
    });
    expect(imposed.statusCode, imposed.body).toBe(200);
    const [sanction] = imposed.json().sanctions as { id: string }[];
    const log = await t.upload('farmerGr', 'log.pdf');
    const answered = await t.act('farmerGr', id, `/applications/${id}/sanctions/${sanction.id}/answer`, { documents: [log], comment: 'Συμπληρώθηκε.' });
    expect(answered.statusCode, answered.body).toBe(200);
    for (const who of ['staff', 'employee', 'consultant', 'farmerGr'] as const) {
      const [seen] = (await t.lifecycle(who, id)).sanctions as { documents: { download_url: string }[] }[];
      const link = await t.server.app.inject({ url: seen.documents[0].download_url });
      expect(link.statusCode, who).toBe(200);
      expect(await opens(who, log.id), who).toBe(200);
    }
    expect(await opens('otherEmployee', log.id)).toBe(404);
    expect(await opens('farmerEs', log.id)).toBe(404);
  });
});
