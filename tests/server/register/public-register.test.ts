import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLifecycleServer, type LifecycleServer } from '../lifecycle/helpers';
import { certifiedApplication } from '../lifecycle/certified';
import { divisionsOfCountry } from '../../../src/server/reference-data/catalogue';
import { PUBLIC_REGISTER_FIELDS } from '../../../src/server/certificates/public-register';
import { searchKey } from '../../../src/server/core/text/search-key';
import { verifyPageNoScript } from '../../../src/server/certificates/verify-page-html';
import { registerPageNoScript } from '../../../src/server/register/register-page-html';

let t: LifecycleServer;
let certificate: { verify_path: string; number: string };
let id: string;

// what the holder's account holds and the world must never read
const SECRET = {
  tax: '998877665',
  street: 'Οδός Μυστική',
  streetNumber: '17Ω',
  postal: '54321',
  phone: '6900112233',
  reason: 'Υπολείμματα φυτοφαρμάκων στο δείγμα',
};

const greece = divisionsOfCountry(1)!;
const region = greece.regions[0]!;
const prefecture = greece.prefecturesByRegion.get(region.id)![0]!;
const town = greece.municipalUnitsByPrefecture.get(prefecture.id)![0]!;

const guest = (url: string, headers: Record<string, string> = {}) => t.server.app.inject({ method: 'GET', url: `/api${url}`, headers });

beforeAll(async () => {
  t = await startLifecycleServer();
  ({ id, certificate } = await certifiedApplication(t));
  const { db } = t.server.app.database;
  const profile = {
    user_details: {
      first_name: 'Γιώργος',
      last_name: 'Παπαδόπουλος',
      phone: SECRET.phone,
      tax_number: SECRET.tax,
      address: { division: { region: region.id, prefecture: prefecture.id, municipal_unit: town.id }, street: SECRET.street, street_number: SECRET.streetNumber, postal_code: SECRET.postal },
    },
  };
  await db.updateTable('users').set({ profile: JSON.stringify(profile) }).where('username', '=', 'demo.farmer.gr').execute();
  const partial = await t.act('staff', id, `/staff/applications/${id}/certificate/status`, {
    change: 'suspend_partially', items: ['Ελιές'], reason: SECRET.reason, effective_from: '2026-06-01',
  });
  expect(partial.statusCode, partial.body).toBe(200);
}, 90_000);
afterAll(() => t?.close());

describe('the public register', () => {
  it('answers a guest with the public fields only, a status per product, cacheable for a minute', async () => {
    const answer = await guest(`/public/register?number=${encodeURIComponent(certificate.number)}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
    const { items, nextCursor } = answer.json();
    expect(nextCursor).toBeNull();
    expect(items).toHaveLength(1);
    expect(Object.keys(items[0]).sort()).toEqual([...PUBLIC_REGISTER_FIELDS].sort());
    expect(items[0]).toMatchObject({
      number: certificate.number, standard: 'bio', town: town.name, region: region.name, status: 'partially_suspended',
      products: [{ name: 'Ελιές', status: 'suspended' }], verify_path: certificate.verify_path,
    });
  });

  it('never answers tax numbers, addresses beyond the town, e-mails, phones, reasons, staff or consultants', async () => {
    const answers = await Promise.all([
      guest('/public/register'),
      guest('/public/register.json'),
      guest('/public/register.csv'),
      guest('/public/register?name=papadopoulos'),
    ]);
    const { db } = t.server.app.database;
    const people = await db.selectFrom('users').select(['email', 'username']).execute();
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      // the verify hash and the certificate's number are random digits that may spell a secret's digits by chance
      const withoutRandom = answer.body.replaceAll(certificate.number, '#').replace(/[0-9a-f]{64}/g, '#');
      for (const secret of Object.values(SECRET)) expect(withoutRandom).not.toContain(secret);
      expect(answer.body).not.toMatch(/@|phone|tax|street|postal|reason|inspector|consultant/i);
      for (const person of people) {
        expect(answer.body).not.toContain(person.email);
        expect(answer.body).not.toContain(person.username);
      }
    }
  });

  it('finds a name without case, accents or tonos, and in Latin letters', async () => {
    for (const name of ['παπαδοπουλος', 'ΠΑΠΑΔΌΠΟΥΛΟΣ', 'Papadopoulos', 'papadopulos', 'giorgos papad']) {
      const { items } = (await guest(`/public/register?name=${encodeURIComponent(name)}`)).json();
      expect(items.map((e: { number: string }) => e.number), name).toContain(certificate.number);
    }
    const none = (await guest(`/public/register?name=${encodeURIComponent('Ιωαννίδης')}`)).json();
    expect(none.items).toEqual([]);
    expect(searchKey('Γεώργιος Χατζής')).toBe(searchKey('Georgios Hatzis'));
  });

  it('finds a name in any word order, each word the start of a word, in Greek or Latin letters', async () => {
    const numbers = async (name: string) => (await guest(`/public/register?name=${encodeURIComponent(name)}`)).json().items.map((e: { number: string }) => e.number);
    for (const name of ['papadopoulos giorgos', 'παπαδοπουλος γιωργος', 'Παπαδόπουλος Γιώργος', 'papad gior', 'γιωρ παπα']) {
      expect(await numbers(name), name).toContain(certificate.number);
    }
    // a word must start a word of the name: "dopoulos" is inside one, "giorgos xyz" has a word no name starts with
    expect(await numbers('dopoulos')).not.toContain(certificate.number);
    expect(await numbers('giorgos xyz')).not.toContain(certificate.number);
  });

  it('finds the regional unit (Chalkidiki, Χαλκιδική) as well as the region and the town', async () => {
    const { db } = t.server.app.database;
    const user = await db.selectFrom('users').select('profile').where('username', '=', 'demo.farmer.gr').executeTakeFirstOrThrow();
    const profile = user.profile as { user_details: Record<string, unknown> };
    const chalkidiki = { division: { region: '2', prefecture: '0207', municipal_unit: '905601' } };
    await db.updateTable('users').set({ profile: JSON.stringify({ ...profile, user_details: { ...profile.user_details, address: chalkidiki } }) }).where('username', '=', 'demo.farmer.gr').execute();
    try {
      const found = async (region: string) => (await guest(`/public/register?region=${encodeURIComponent(region)}`)).json().items as { number: string; regional_unit: string | null }[];
      for (const region of ['Chalkidiki', 'Χαλκιδική', 'χαλκιδικης', 'Αρναία', 'Κεντρική Μακεδονία']) {
        expect((await found(region)).map((e) => e.number), region).toContain(certificate.number);
      }
      expect((await found('Chalkidiki')).find((e) => e.number === certificate.number)?.regional_unit).toBe('Χαλκιδικής');
      expect((await found('Κρήτη')).map((e) => e.number)).not.toContain(certificate.number);
    } finally {
      await db.updateTable('users').set({ profile: JSON.stringify(profile) }).where('username', '=', 'demo.farmer.gr').execute();
    }
  });

  it('filters by the time left before expiry', async () => {
    const { db } = t.server.app.database;
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const original = await db.selectFrom('certificates').select('valid_to').where('number', '=', certificate.number).executeTakeFirstOrThrow();
    await db.updateTable('certificates').set({ valid_to: inDays(45) }).where('number', '=', certificate.number).execute();
    try {
      const numbers = async (query: string) => (await guest(`/public/register?${query}`)).json().items.map((e: { number: string }) => e.number);
      expect(await numbers('expires_within=30')).not.toContain(certificate.number);
      expect(await numbers('expires_within=90')).toContain(certificate.number);
      const bad = await guest('/public/register?expires_within=0');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().issues[0].path).toContain('expires_within');
    } finally {
      await db.updateTable('certificates').set({ valid_to: original.valid_to }).where('number', '=', certificate.number).execute();
    }
  });

  it('filters by product, region, standard and TRACES number', async () => {
    const numbers = async (query: string) => (await guest(`/public/register?${query}`)).json().items.map((e: { number: string }) => e.number);
    expect(await numbers('product=ελιες')).toContain(certificate.number);
    expect(await numbers('product=Portokalia')).not.toContain(certificate.number);
    expect(await numbers(`region=${encodeURIComponent(region.name.toLowerCase())}`)).toContain(certificate.number);
    expect(await numbers('standard=bio')).toContain(certificate.number);
    expect(await numbers('standard=globalgap')).not.toContain(certificate.number);
    expect(await numbers('ggn=4063061581198')).toEqual([]);
  });

  it('pages with limit and an opaque cursor', async () => {
    for (let i = 0; i < 2; i += 1) await certifiedApplication(t);
    const first = (await guest('/public/register?limit=2')).json();
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await guest(`/public/register?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items.length).toBeGreaterThan(0);
    expect(second.items[0].number).not.toBe(first.items[0].number);
    expect(second.items[0].number > first.items[1].number).toBe(true);

    // several words are searched another way (certificates/store.ts severalWords): pages keep the order
    const name = `name=${encodeURIComponent('papadopoulos giorgos')}`;
    const whole = (await guest(`/public/register?${name}`)).json().items.map((e: { number: string }) => e.number);
    expect(whole.length).toBeGreaterThanOrEqual(3);
    expect(whole).toEqual(whole.toSorted());
    const paged: string[] = [];
    for (let cursor = ''; ; ) {
      const page = (await guest(`/public/register?${name}&limit=1${cursor && `&cursor=${cursor}`}`)).json();
      paged.push(...page.items.map((e: { number: string }) => e.number));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(paged).toEqual(whole);
  });

  it('answers a bad query 400 naming the parameter', async () => {
    for (const [query, parameter] of [
      ['limit=101', 'limit'], ['limit=0', 'limit'], ['standard=other', 'standard'], ['ggn=abc', 'ggn'],
      ['cursor=bad!', 'cursor'], ['cursor=AAAA', 'cursor'], [`name=${'x'.repeat(101)}`, 'name'],
    ] as const) {
      const answer = await guest(`/public/register?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().issues.map((i: { path: string }) => i.path).join(' '), query).toContain(parameter);
    }
  });

  it('gives the register as CSV with a byte-order mark, Greek intact, the documented columns', async () => {
    const answer = await guest(`/public/register.csv?number=${encodeURIComponent(certificate.number)}`);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.body.startsWith('\uFEFF')).toBe(true);
    const [header, row] = answer.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(PUBLIC_REGISTER_FIELDS.join(','));
    expect(row).toContain('Παπαδόπουλος');
    expect(row).toContain('Ελιές (suspended)');
  });
  it('searches by stored keys that follow a change of the holder\'s name and a change of the certificate', async () => {
    const { db } = t.server.app.database;
    const user = await db.selectFrom('users').select('profile').where('username', '=', 'demo.farmer.gr').executeTakeFirstOrThrow();
    const profile = user.profile as { user_details: Record<string, unknown> };
    const renamed = { ...profile, user_details: { ...profile.user_details, first_name: 'Σταυρούλα', last_name: 'Ζαχαρίου' } };
    await db.updateTable('users').set({ profile: JSON.stringify(renamed) }).where('username', '=', 'demo.farmer.gr').execute();
    const numbers = async (query: string) => (await guest(`/public/register?${query}`)).json().items.map((e: { number: string }) => e.number);
    expect(await numbers('name=zachariou')).toContain(certificate.number);
    // αυ as people write it in Latin letters: av or af
    expect(await numbers('name=Stavroula%20Zachariou')).toContain(certificate.number);
    expect(await numbers('name=Stafroula')).toContain(certificate.number);
    expect(await numbers('name=papadopoulos')).not.toContain(certificate.number);
    await db.updateTable('users').set({ profile: JSON.stringify(profile) }).where('username', '=', 'demo.farmer.gr').execute();
    expect(await numbers('name=papadopoulos')).toContain(certificate.number);
    // a part of a number, with a wildcard of LIKE taken as a plain character
    expect(await numbers(`number=${encodeURIComponent(certificate.number.slice(4).toLowerCase())}`)).toContain(certificate.number);
    expect(await numbers('number=%25')).toEqual([]);
  });

  it('shows on the certificate\'s public page the history of its status and the body, never a reason or a person', async () => {
    const code = certificate.verify_path.split('/').pop();
    const answer = await guest(`/verify/${code}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const page = answer.json();
    expect(page.history).toEqual([
      { date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), from: null, to: 'valid', items: [], valid_from: '2026-01-01' },
      { date: '2026-06-01', from: 'valid', to: 'partially_suspended', items: ['Ελιές'] },
    ]);
    expect(page.body).toEqual({ code: expect.any(String), email: expect.stringContaining('@'), phone: null });
    expect(answer.body).not.toContain(SECRET.reason);
    expect(answer.body).not.toMatch(/demo\.staff|reason/i);
  });

  it('renders the certificate\'s page as plain HTML for a browser without JavaScript, in its language, without reasons', async () => {
    const page = verifyPageNoScript({ database: t.server.app.database, config: t.server.config });
    const greek = await page(certificate.verify_path, 'el');
    expect(greek?.title).toBe(`Επαλήθευση πιστοποιητικού · ${certificate.number}`);
    expect(greek?.html).toMatch(/^<noscript>.*<\/noscript>$/s);
    expect(greek?.html).toContain('Σε μερική αναστολή');
    expect(greek?.html).toContain('Σε ισχύ → Σε μερική αναστολή');
    expect(greek?.html).not.toContain(SECRET.reason);
    expect((await page(certificate.verify_path, 'en'))?.html).toContain('Valid → Partially suspended');
    expect((await page(`/verify/${'0'.repeat(64)}`, 'es'))?.html).toContain('Ningún certificado tiene este código.');
    expect(await page('/public-register', 'el')).toBeUndefined();
  });

  it('renders the register\'s search as plain HTML for a browser without JavaScript: a form, the results of the address\'s search, headings that look like headings', async () => {
    const page = registerPageNoScript({ database: t.server.app.database });
    const greek = await page('/public-register', 'el', new URLSearchParams({ name: 'papadopoulos giorgos' }));
    expect(greek?.title).toBe('Μητρώο πιστοποιημένων παραγωγών');
    expect(greek?.html).toMatch(/^<noscript>.*<\/noscript>$/s);
    expect(greek?.html).toContain('<form method="get" action="/public-register"');
    expect(greek?.html).toContain('value="papadopoulos giorgos"');
    expect(greek?.html).toContain(certificate.verify_path);
    expect(greek?.html).toContain('Παπαδόπουλος');
    expect(greek?.html).toMatch(/<h1 style="font-size:[^"]+font-weight:700/);
    expect(greek?.html).toMatch(/<h3 style="[^"]*font-weight:700[^"]*">Γιώργος Παπαδόπουλος<\/h3>/);
    // the moment with its zone (Athens: EET or EEST, or GMT+2/+3 as the language writes it)
    expect(greek?.html).toMatch(/Κατάσταση στις [^<]*(EET|EEST|GMT\+[23]|ΩΑΕ|UTC\+[23])/);
    expect(greek?.html).not.toContain(SECRET.reason);
    expect(greek?.html).not.toContain(SECRET.street);

    const none = await page('/public-register', 'en', new URLSearchParams({ name: 'Ιωαννίδης' }));
    expect(none?.html).toContain('No certificate matches the search.');
    // a value out of its bounds is named and left out; the rest of the search stands
    const refused = await page('/public-register', 'en', new URLSearchParams({ ggn: 'abc', name: 'papadopoulos' }));
    expect(refused?.html).toContain('GGN (GLOBALG.A.P. number): left out of the search');
    expect(refused?.html).toContain(certificate.verify_path);
    // pages by a link carrying the cursor
    const first = await page('/public-register', 'en', new URLSearchParams({ standard: 'bio' }));
    const next = /href="\/public-register\?([^"]*cursor=[^"]+)"/.exec(first?.html ?? '');
    if ((await guest('/public/register?standard=bio&limit=21')).json().items.length > 20) expect(next).not.toBeNull();
    expect(await page('/verify/x', 'el', new URLSearchParams())).toBeUndefined();
  });

  // the per-address limit with Retry-After: tests/server/core/rate-limits.test.ts walks every entry of limits.ts
});
