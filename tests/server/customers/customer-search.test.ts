import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, startConsultServer } from './helpers';
import { searchKey } from '../../../src/server/core/text/search-key';

// A consultant's search of their customers by stored keys (037_customer_search.sql): the
// company, the person and the e-mail folded as the register folds names, the tax number.
describe("a consultant's customer search", () => {
  let t: Awaited<ReturnType<typeof startConsultServer>>;
  beforeAll(async () => {
    t = await startConsultServer();
  });
  afterAll(() => t.close());

  const found = async (q: string) =>
    (await t.as('consultant')('GET', `/customers?q=${encodeURIComponent(q)}`)).json() as { items: { id: number }[]; total: number };

  it('names a company the consultant adds by its company, and finds it by the company in either alphabet, the person or the tax number', async () => {
    const added = await t.as('consultant')(
      'POST',
      '/customers',
      newCustomer({ type: 'legal_entity', fullName: 'Σταυρούλα Κωνσταντίνου', companyName: 'Ελαιώνες Ευβοίας Α.Ε.', identification: '111111114', email: 'elaiones@test.invalid' }),
    );
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json() as { id: number };

    // the company is the holder's name in staff's queue and on certificates, as for a company that registered itself
    const account = await t.db.selectFrom('users').select('profile').where('id', '=', id).executeTakeFirstOrThrow();
    expect((account.profile as { user_details: { company_name?: string } }).user_details.company_name).toBe('Ελαιώνες Ευβοίας Α.Ε.');

    for (const q of ['Ελαιώνες Ευβοίας', 'elaiones evvias', 'Elaiones Evias', 'Stavroula', 'σταυρουλα κωνσταντινου', 'elaiones@test', '111111114', 'EL 111 111 114']) {
      expect((await found(q)).items.map((c) => c.id), q).toEqual([id]);
    }
    expect((await found('Ελαιώνες Κρήτης')).items).toEqual([]);
  });

  it('finds a customer by the name it was given last', async () => {
    const added = await t.as('consultant')('POST', '/customers', newCustomer({ fullName: 'Ευθύμιος Λαμπράκης', identification: '222222228', email: 'lamprakis@test.invalid' }));
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json() as { id: number };
    expect((await found('Efthymios')).items.map((c) => c.id)).toEqual([id]);

    const renamed = await t.as('consultant')('PUT', `/customers/${id}`, newCustomer({ fullName: 'Αύγουστος Λαμπράκης', identification: '222222228', email: 'lamprakis@test.invalid' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await found('Efthymios')).items).toEqual([]);
    expect((await found('Avgoustos Lamprakis')).items.map((c) => c.id)).toEqual([id]);
    expect((await found('Afgoustos')).total).toBe(1);
  });

  it('folds αυ and ευ as av/af and ev/ef, and ου as ou and u, in every search alike', () => {
    expect(searchKey('Σταυρούλα')).toBe(searchKey('Stavroula'));
    expect(searchKey('Σταυρούλα')).toBe(searchKey('Stavrula'));
    expect(searchKey('Ευθύμιος')).toBe(searchKey('Efthymios'));
    expect(searchKey('Ευάγγελος')).toBe(searchKey('Evangelos'));
    expect(searchKey('Αυγουστής')).toBe(searchKey('Afgoustis'));
    expect(searchKey('Παπαδόπουλος')).toBe(searchKey('papadopoulos'));
    expect(searchKey('Σταυρούλα')).not.toBe(searchKey('Stamatoula'));
  });
});
