import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeBio, completeGlobalgap, startApplicationsServer } from './helpers';

/**
 * Continuing certification (issue: "a certified farmer renews"): a renewal for the next year
 * goes through while the certified application of the year before runs; a second application
 * for the same scope and the same year is still refused.
 */
describe('a renewal of a certified application', () => {
  let t: Awaited<ReturnType<typeof startApplicationsServer>>;
  beforeAll(async () => {
    t = await startApplicationsServer();
  }, 60_000);
  afterAll(() => t?.close());

  /** A draft with these answers, year and purpose; answers the save's response. */
  async function saved(type: 'bio' | 'globalgap', answers: Record<string, unknown>, general: { year: number; purpose: string }) {
    const draft = await t.api('farmerGr').draft({ type });
    const response = await t.api('farmerGr').save(draft.id, { answers: { ...answers, general: { name: 'Farm', ...general } }, row_version: draft.row_version });
    return { id: draft.id, response };
  }
  const certify = (id: string) => t.db.updateTable('applications').set({ status: 'certified' }).where('id', '=', id).execute();

  it.each([
    ['bio', completeBio(['production']), 'errors.duplicateOrganicApplication'],
    ['globalgap', completeGlobalgap('IFA v6'), 'errors.activeApplicationExists'],
  ] as const)('%s: goes through for the next year, and only once; the same year is refused', async (type, answers, refusal) => {
    const first = await saved(type, answers, { year: 2026, purpose: 'initial' });
    expect(first.response.statusCode, first.response.body).toBe(200);
    expect((await t.api('farmerGr').submit(first.id, { row_version: first.response.json().row_version })).statusCode).toBe(200);
    await certify(first.id);

    // the same year again, as a renewal or not: a duplicate
    for (const purpose of ['renewal', 'initial']) {
      const again = await saved(type, answers, { year: 2026, purpose });
      expect(again.response.statusCode, `${purpose} 2026`).toBe(409);
      expect(again.response.json().messageId).toBe(refusal);
    }
    // a new first application for the next year while certified: still a duplicate
    expect((await saved(type, answers, { year: 2027, purpose: 'initial' })).response.statusCode).toBe(409);

    const renewal = await saved(type, answers, { year: 2027, purpose: 'renewal' });
    expect(renewal.response.statusCode, renewal.response.body).toBe(200);
    const submitted = await t.api('farmerGr').submit(renewal.id, { row_version: renewal.response.json().row_version });
    expect(submitted.statusCode, submitted.body).toBe(200);

    // a second renewal for that year meets the first
    const second = await saved(type, answers, { year: 2027, purpose: 'renewal' });
    expect(second.response.statusCode).toBe(409);
    expect(second.response.json().issues[0].params).toMatchObject({ year: 2027 });
    // and renewing the certified one again is refused before a draft is made (its scope is
    // filled in, so no save would meet the rule before submission), naming the renewal sent;
    // the test catalogue's GLOBALG.A.P. wizard offers no renewal (the last test)
    if (type !== 'bio') return;
    const drafts = async () => (await t.db.selectFrom('applications').select('id').where('status', '=', 'draft').execute()).length;
    const before = await drafts();
    const renewedAgain = await t.api('farmerGr').create({ type, renewal_of: first.id });
    expect(renewedAgain.statusCode, renewedAgain.body).toBe(409);
    expect(renewedAgain.json()).toMatchObject({ messageId: refusal, issues: [{ params: { year: 2027, id: renewal.id, status: 'submitted' } }] });
    expect(await drafts()).toBe(before);
  });

  it('starts from the certified application: its answers for the next year, as a renewal, for the same customer; the customer\'s consultant may start it too', async () => {
    // activities and a standard of their own: the tests above certified the farmer's others
    const answers = completeBio(['processing']);
    const first = await saved('bio', answers, { year: 2030, purpose: 'initial' });
    expect(first.response.statusCode, first.response.body).toBe(200);
    const submitted = await t.api('farmerGr').submit(first.id, { row_version: first.response.json().row_version });
    expect(submitted.statusCode, submitted.body).toBe(200);

    // not yet certified: nothing to renew
    const early = await t.api('farmerGr').create({ type: 'bio', renewal_of: first.id });
    expect(early.statusCode).toBe(409);
    expect(early.json().messageId).toBe('errors.renewalNotCertified');
    await certify(first.id);

    const renewed = await t.api('consultant').create({ type: 'bio', renewal_of: first.id });
    expect(renewed.statusCode, renewed.body).toBe(201);
    const draft = renewed.json().application;
    expect(draft).toMatchObject({ status: 'draft', year: 2031, purpose: 'renewal' });
    const read = (await t.api('farmerGr').get(draft.id)).json();
    expect(read.answers.general).toEqual({ name: 'Farm', year: 2031, purpose: 'renewal' });
    expect(read.answers.scope).toEqual(answers.scope);
    // it saves and submits as any draft
    const saved2 = await t.api('farmerGr').save(draft.id, { answers: read.answers, row_version: read.row_version });
    expect(saved2.statusCode, saved2.body).toBe(200);

    // another kind, someone else's application, or a wizard that offers no renewal
    const otherKind = await t.api('farmerGr').create({ type: 'globalgap', renewal_of: first.id });
    expect(otherKind.statusCode).toBe(400);
    expect(otherKind.json().issues[0]).toMatchObject({ path: '/body/renewal_of', messageId: 'errors.renewalOtherType' });
    expect((await t.api('otherFarmer').create({ type: 'bio', renewal_of: first.id })).statusCode).toBe(404);
    const gg = await saved('globalgap', completeGlobalgap('IFA v5.4'), { year: 2030, purpose: 'initial' });
    await certify(gg.id);
    expect((await t.api('farmerGr').create({ type: 'globalgap', renewal_of: gg.id })).statusCode).toBe(409);
  });
});
