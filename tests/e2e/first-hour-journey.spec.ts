import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from './support';
import { apiAuth, completeGlobalgapAnswers, placedIn, withOwnUploads } from './api-support';
import { afm, mailedLink, mailsTo } from './outbox';
import { signedPdf, tick } from './wizard-support';

// Issue 37, "done when": two people who have never seen the portal, each from registration to a
// submitted application and its receipt, in their own language and on their own screen. The
// questions no step asks them again (what the profile holds) are looked at on screen; the
// questionnaire's own answers (parcels, crops) are filled in through the API from the samples,
// as other specs fill them on screen.
test.use({ actionTimeout: 15_000 });

type Locale = 'el' | 'es';
const messages = (locale: Locale): Record<string, string> =>
  Object.assign({}, ...fs.readdirSync(`locales/${locale}`).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(fs.readFileSync(`locales/${locale}/${f}`, 'utf8'))));
const fixture = (name: string) => JSON.parse(fs.readFileSync(path.join('schemas/fixtures', `${name}.json`), 'utf8'));
const shots = path.join('test-results', 'first-hour-journey');
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The page screenshot at the person's own width, then at the other one (360 px or 1,280 px), back at their own after. */
async function atBothWidths(page: Page, name: string) {
  const own = page.viewportSize()!;
  for (const width of own.width === 360 ? [360, 1280] : [1280, 360]) {
    await page.setViewportSize({ width, height: own.height });
    // the page lays itself out again after the resize (its breakpoints re-render): asked until it has
    if (width === 360) await expect.poll(() => fitsWidth(page), { message: `${name} fits 360 px` }).toBe(true);
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(own);
}

/** The text of a PDF, as a person would read it (poppler's pdftotext, which .ci/run installs). */
function pdfText(bytes: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'journey-')), 'a.pdf');
  fs.writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

interface Person {
  locale: Locale;
  username: string;
  email: string;
  password: string;
}

/** Registration on screen, the mailed link, and the first sign-in. */
async function confirmAndSignIn(page: Page, person: Person, t: Record<string, string>) {
  await expect(page.getByRole('heading', { name: t['accounts.register.done.title'] })).toBeVisible();
  await page.goto(await mailedLink(person.email, '/verify-email'));
  await expect(page.getByText(t['accounts.verify.done'])).toBeVisible();
  await signIn(page, person.username, person.password);
}

/** The profile's missing sections (the handling manager and a site) filled in and the profile locked. */
async function completeProfile(page: Page, t: Record<string, string>, site: { name: string; lat: string; lon: string }, managerPhone: string) {
  await page.getByRole('link', { name: t['applications.profileIncomplete.link'] }).first().click();
  await page.locator('#root_handling_manager_first_name').fill('Κώστας');
  await page.locator('#root_handling_manager_last_name').fill('Μαρκάκης');
  await page.locator('#root_handling_manager_phone').fill(managerPhone);
  // the profile offers one site to fill in already; a second is added only by choice
  if ((await page.locator('input[id^="root_handling_sites_"][id$="_name"]').count()) === 0) await page.getByRole('button', { name: t['renderers.handlingSites.add'] }).click();
  const first = page.getByRole('listitem').filter({ has: page.locator('input[id$="_name"]') }).first();
  await first.locator('input[id$="_name"]').first().fill(site.name);
  await first.locator('input[id$="_lat"]').first().fill(site.lat);
  await first.locator('input[id$="_long"], input[id$="_lon"]').first().fill(site.lon);
  await page.getByRole('button', { name: t['accounts.save'], exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: t['accounts.profile.lock.confirm'] }).click();
  await expect(page.getByTestId('profile-status')).toContainText(t['accounts.profile.status.complete'].split('.')[0]);
}

/** Every mail of the outbox to someone else than `customer` that names `reference`: the staff's. */
function staffMails(reference: string, customer: string): { to: string; subject: string }[] {
  const dir = path.join(process.env.E2E_MAIN_DATA_DIR ?? '', 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as { to: string; subject: string })
    .filter((mail) => mail.to !== customer && mail.subject.includes(reference));
}

/** A PDF's text on one line: pdftotext's layout breaks a long line where the page ends. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/** The receipt mail in the person's language, naming the reference. */
async function receiptMail(email: string, reference: string) {
  let found: { subject: string; text: string } | undefined;
  await expect.poll(() => (found = mailsTo(email).find((mail) => mail.text.includes(reference))), { timeout: 20_000, message: `a receipt for ${reference}` }).toBeTruthy();
  return found!;
}

async function answersSaved(request: APIRequestContext, headers: Record<string, string>, id: string, answers: Record<string, unknown>, currentStep: string) {
  const read = (await (await request.get(`/api/applications/${id}`, { headers })).json()) as { row_version: number };
  const saved = await request.put(`/api/applications/${id}/answers`, { headers, data: { answers, current_step: currentStep, row_version: read.row_version } });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('a Greek company registers on a laptop in Greek, applies for organic certification and gets the receipt', async ({ page, request }) => {
  test.setTimeout(300_000);
  fs.mkdirSync(shots, { recursive: true });
  const t = messages('el');
  const n = Date.now() % 10_000_000;
  const person: Person = { locale: 'el', username: `e2e.crete.${n}`, email: `e2e.crete.${n}@example.org`, password: 'Kalimera2026' };
  const taxNumber = afm(n + 7);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => localStorage.setItem('locale', 'el'));

  await page.goto('/register');
  await tick(page.getByRole('radio', { name: t['accounts.customerType.legalEntity'] }));
  const form = page.locator('form#forms-register-legal');
  await form.locator('#root_user_details_company_name').fill('Αγρόκτημα Κρήτης Α.Ε.');
  await form.locator('#root_user_details_identification').fill(taxNumber);
  await form.locator('#root_user_details_first_name').fill('Ελένη');
  await form.locator('#root_user_details_last_name').fill('Παπαδάκη');
  await form.locator('#root_user_details_position').selectOption({ label: t['accounts.position.ceo'] });
  // a company is not asked its person's father's name, sex or identity card; the tax office once
  for (const id of ['father_name', 'gender', 'id_number']) await expect(form.locator(`#root_user_details_${id}`)).toHaveCount(0);
  await expect(form.locator('#root_accounting_details_tax_office')).toBeHidden();
  await form.locator('#root_user_details_phone').fill('6912345678');
  await form.locator('#root_user_details_email').fill(person.email);
  await form.locator('#root_account_username').fill(person.username);
  await form.locator('#root_account_password').fill(person.password);
  await form.locator('#root_account_password_confirmation').fill(person.password);
  // e-invoices: the invoice e-mail is left empty, the account's e-mail typed above is taken
  await form.getByText(t['accounts.invoice.electronic'], { exact: true }).click();
  await expect(form.getByText(t['accounts.fields.invoiceEmailHelp'])).toBeVisible();
  await atBothWidths(page, 'el-register');
  await form.getByRole('button', { name: t['accounts.register.submit'] }).click();
  await confirmAndSignIn(page, person, t);

  await completeProfile(page, t, { name: 'Ελαιοτριβείο Αρχανών', lat: '35.2380', lon: '25.1590' }, '6987654321');
  // the top bar names the company with its AFM and the person acting for it
  const operator = `Αγρόκτημα Κρήτης Α.Ε. (ΑΦΜ ${taxNumber})`;
  await expect(page.getByTestId('signed-in-as')).toHaveText(`${operator}, Ελένη Παπαδάκη, διευθύνων/ουσα σύμβουλος`);
  await expect(page.locator('#root_accounting_details_invoice_email')).toHaveValue(person.email);
  for (const id of ['father_name', 'gender', 'id_number']) await expect(page.locator(`#root_user_details_${id}`)).toBeHidden();
  // no consultant: the locked profile names the certification body alone
  await expect(page.getByTestId('profile-locked')).not.toContainText('σύμβουλ');
  await atBothWidths(page, 'el-profile');

  // a new organic application: the handling site is the profile's, not asked again
  await page.goto('/');
  await page.getByRole('link', { name: t['applications.new.bio'] }).click();
  await expect(page.getByTestId('wizard-position')).toBeVisible({ timeout: 60_000 });
  await page.waitForURL(/\/applications\/bio\/edit\/[0-9a-f-]+/);
  const id = /edit\/([0-9a-f-]+)/.exec(page.url())![1];
  const headers = await apiAuth(request, person.username, person.password);
  const started = (await (await request.get(`/api/applications/${id}`, { headers })).json()) as { reference: string; answers: Record<string, Record<string, unknown>> };
  expect(started.answers['handling-sites']).toMatchObject({ handling_sites: [{ name: 'Ελαιοτριβείο Αρχανών' }] });
  // step 5's production unit starts from the locked profile: the company, its handling manager
  const unit = { name: 'Αγρόκτημα Κρήτης Α.Ε.', responsible_person: 'Κώστας Μαρκάκης', phone: '6987654321' };
  expect(started.answers['plant-production']).toMatchObject({ unit });

  // the questionnaire's answers from the samples; the steps the profile fills stay as they are
  const answers = await withOwnUploads(request, headers, placedIn({
    ...started.answers,
    general: { ...fixture('common/general'), purpose: 'initial', transfer: undefined },
    scope: { ...fixture('bio/scope'), sub_scopes: ['plant_production'], production_types: { plant_production: ['olives', 'vines', 'vegetables', 'wild_collection'] } },
    'plant-production': { ...fixture('bio/plant-production'), unit: { ...fixture('bio/plant-production').unit, ...unit } },
    'responsible-statement': fixture('common/responsible-statement'),
    gdpr: fixture('common/gdpr'),
    terms: fixture('common/terms-of-use'),
  }, 'GR'));
  await answersSaved(request, headers, id, answers, 'handling-sites');
  await page.reload();
  await expect(page.getByRole('heading', { name: t['common.handlingSites.title'], level: 2 }).first()).toBeVisible();
  await expect(page.locator('input[id$="_name"]').first()).toHaveValue('Ελαιοτριβείο Αρχανών');
  await atBothWidths(page, 'el-handling-sites');

  // the review page names the company as the operator; the submission step is signed and sent
  await answersSaved(request, headers, id, answers, 'submission');
  await page.reload();
  await page.getByRole('group', { name: t['applications.submission.signedApplication'] }).locator('input[type=file]').setInputFiles(signedPdf('αίτηση-υπογεγραμμένη.pdf'));
  await page.getByRole('group', { name: t['applications.submission.signedStandingOrder'] }).locator('input[type=file]').setInputFiles(signedPdf('πάγια-εντολή.pdf'));
  await expect(page.getByRole('link', { name: /πάγια-εντολή\.pdf/ })).toBeVisible();
  await atBothWidths(page, 'el-submission');
  // a step left unanswered (the certification options) is named, with how many answers it lacks
  await page.getByRole('button', { name: t['applications.submission.submit'] }).click();
  const refused = page.getByRole('alert').filter({ hasText: t['errors.applicationIncomplete'] });
  const options = refused.getByRole('listitem').filter({ hasText: t['common.certificationOptions.title'] });
  await expect(options).toContainText(/\d+ απαντήσεις λείπουν ή χρειάζονται διόρθωση/);
  await expect(refused.getByText(t['validation.errors.required'], { exact: true })).toHaveCount(0);
  await atBothWidths(page, 'el-refused');
  await options.getByRole('button').click();
  await expect(page.getByRole('heading', { name: t['common.certificationOptions.title'], level: 2 }).first()).toBeVisible();
  for (const group of await page.getByRole('radiogroup').all()) await tick(group.getByRole('radio', { name: 'Όχι' }));
  await page.locator('#wizard-steps').getByRole('button', { name: t['applications.submission.title'] }).click();
  await expect(page.getByRole('link', { name: /πάγια-εντολή\.pdf/ })).toBeVisible();
  await page.getByRole('button', { name: t['applications.submission.submit'] }).click();
  await expect(page).toHaveURL(/\/applications\/bio\/inner\//);
  // the application's page names the operator and its person as the top bar and the mails do
  await expect(page.getByText(`${operator}, Ελένη Παπαδάκη, διευθύνων/ουσα σύμβουλος`).first()).toBeVisible();
  await atBothWidths(page, 'el-submitted');

  // the receipt, in Greek, with the reference: for the company, by its person in her position
  const receipt = await receiptMail(person.email, started.reference);
  expect(receipt.text).toMatch(/[α-ω]/);
  expect(receipt.text).toContain(`για ${operator}, Ελένη Παπαδάκη, διευθύνων/ουσα σύμβουλος`);
  // staff's mails name the company with its AFM, not its person
  await expect.poll(() => staffMails(started.reference, person.email).length, { timeout: 20_000 }).toBeGreaterThan(0);
  for (const mail of staffMails(started.reference, person.email)) {
    expect(mail.subject).toContain(operator);
    expect(mail.subject).not.toContain('Παπαδάκη');
  }
  // the notice in the portal names the company too
  await page.goto('/notifications');
  await expect(page.getByText(new RegExp(`${started.reference} \\(${operator.replace(/[().]/g, '\\$&')}\\)`)).first()).toBeVisible();
  // the application's PDF names the company, with its tax number, and the contact person as such
  const pdf = await request.get(`/api/applications/${id}/pdf?locale=el`, { headers });
  expect(pdf.status()).toBe(200);
  const text = pdfText(await pdf.body());
  expect(text).toContain('Αγρόκτημα Κρήτης Α.Ε.');
  expect(text).toContain(taxNumber);
  expect(text).toContain('Ελένη Παπαδάκη');
  // the signature block: who signs, for which company
  expect(oneLine(text)).toContain(`Για τον αιτούντα: ${operator}, Ελένη Παπαδάκη, διευθύνων/ουσα σύμβουλος`);
});

test.describe('on a phone in Spanish', () => {
  test.use({ locale: 'es-ES', viewport: { width: 360, height: 800 } });

  test('a Spanish farmer registers, applies for GLOBALG.A.P. without being asked again what the profile holds, and gets the receipt', async ({ page, request }) => {
    test.setTimeout(300_000);
    fs.mkdirSync(shots, { recursive: true });
    const t = messages('es');
    const n = Date.now() % 10_000_000;
    const person: Person = { locale: 'es', username: `e2e.motril.${n}`, email: `e2e.motril.${n}@example.org`, password: 'Buenosdias2026' };
    const number = 10_000_000 + (n % 80_000_000);
    const nif = `${number}${'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23]}`;
    await page.addInitScript(() => localStorage.setItem('locale', 'es'));

    await page.goto('/register');
    const form = page.locator('form#forms-register-individual');
    // the country follows the language: Spain, and no region of Greece is offered
    await expect(form.locator('#root_user_details_country')).toHaveCount(0);
    await form.locator('#root_user_details_first_name').fill('Lucía');
    await form.locator('#root_user_details_last_name').fill('García Fernández');
    await form.locator('#root_user_details_identification').fill(nif);
    // a Spanish person: the NIF's own hint, and no father's name or identity card besides it
    await expect(form.getByText(t['accounts.fields.identificationHelp.es'])).toBeVisible();
    for (const id of ['father_name', 'id_number']) await expect(form.locator(`#root_user_details_${id}`)).toBeHidden();
    await form.locator('#root_user_details_phone').fill('612345678');
    await form.locator('#root_user_details_email').fill(person.email);
    await form.locator('#root_account_username').fill(person.username);
    await form.locator('#root_account_password').fill(person.password);
    await form.locator('#root_account_password_confirmation').fill(person.password);
    await form.getByText(t['accounts.invoice.physical'], { exact: true }).click();
    await atBothWidths(page, 'es-register');
    await form.getByRole('button', { name: t['accounts.register.submit'] }).click();
    await confirmAndSignIn(page, person, t);

    await completeProfile(page, t, { name: 'Almacén de Motril', lat: '36.7450', lon: '-3.5180' }, '623456789');
    expect(await fitsWidth(page)).toBe(true);
    // a farmer is the operator: the top bar names her; her site's coordinates example is in Spain
    await expect(page.getByTestId('signed-in-as')).toHaveText('Lucía García Fernández');
    await expect(page.getByText(/37\.3891 y -5\.9845/).first()).toBeAttached();
    await expect(page.getByTestId('profile-locked')).not.toContainText('asesor');
    await atBothWidths(page, 'es-profile');

    await page.goto('/');
    await page.getByRole('link', { name: t['applications.new.globalgap'] }).click();
    await expect(page.getByTestId('wizard-position')).toBeVisible({ timeout: 60_000 });
    await page.waitForURL(/\/applications\/global\/edit\/[0-9a-f-]+/);
    const id = /edit\/([0-9a-f-]+)/.exec(page.url())![1];
    const headers = await apiAuth(request, person.username, person.password);
    type Started = { reference: string; answers: Record<string, Record<string, Record<string, unknown>>> };
    const started = (await (await request.get(`/api/applications/${id}`, { headers })).json()) as Started;
    // what the profile holds starts the steps that ask it: the producer, the legal form, the sites
    expect(started.answers['appendix-1'].producer).toMatchObject({ legal_name: 'Lucía García Fernández', contact_person: 'Lucía García Fernández', phone: '612345678' });
    expect(started.answers.ggn).toMatchObject({ legal_form: 'individual' });
    expect(started.answers['handling-sites']).toMatchObject({ handling_sites: [{ name: 'Almacén de Motril' }] });

    const samples = completeGlobalgapAnswers('ES') as Record<string, Record<string, unknown>>;
    const answers = await withOwnUploads(request, headers, {
      ...samples,
      general: { ...samples.general, purpose: 'initial', transfer: undefined },
      scope: { ...samples.scope, transfer: false },
      ggn: { ...samples.ggn, ...started.answers.ggn },
      'handling-sites': started.answers['handling-sites'],
      // the country is left for the step to take from the customer, as it does on screen
      'appendix-1': { ...samples['appendix-1'], producer: { ...(samples['appendix-1'].producer as object), ...started.answers['appendix-1'].producer, country: undefined } },
    });
    await answersSaved(request, headers, id, answers, 'appendix-1');
    await page.reload();
    // Appendix 1 opens with the producer filled in from the profile, in the person's language
    await expect(page.locator('input[id$="producer_legal_name"]')).toHaveValue('Lucía García Fernández');
    // the producer's country is the customer's
    await expect(page.getByRole('radio', { name: 'España' })).toBeChecked();
    const storedCountry = async () => (await (await request.get(`/api/applications/${id}`, { headers })).json()).answers['appendix-1'].producer.country;
    await expect.poll(storedCountry, { timeout: 20_000 }).toBe('ES');
    (answers['appendix-1'].producer as Record<string, unknown>).country = 'ES';
    await atBothWidths(page, 'es-appendix-1');

    await answersSaved(request, headers, id, answers, 'submission');
    await page.reload();
    await page.getByRole('group', { name: t['applications.submission.signedApplication'] }).locator('input[type=file]').setInputFiles(signedPdf('solicitud-firmada.pdf'));
    await expect(page.getByRole('link', { name: /solicitud-firmada\.pdf/ })).toBeVisible();
    await atBothWidths(page, 'es-submission');
    await page.getByRole('button', { name: t['applications.submission.submit'] }).click();
    await expect(page).toHaveURL(/\/applications\/global\/inner\//);
    await atBothWidths(page, 'es-submitted');

    // the receipt in Spanish, with the reference; the PDF names the farmer with the NIF
    const receipt = await receiptMail(person.email, started.reference);
    expect(receipt.text).toMatch(/solicitud/i);
    expect(receipt.text).toContain('de Lucía García Fernández');
    await expect.poll(() => staffMails(started.reference, person.email).length, { timeout: 20_000 }).toBeGreaterThan(0);
    for (const mail of staffMails(started.reference, person.email)) expect(mail.subject).toContain('Lucía García Fernández');
    const pdf = await request.get(`/api/applications/${id}/pdf?locale=es`, { headers });
    expect(pdf.status()).toBe(200);
    const text = pdfText(await pdf.body());
    expect(text).toContain('Lucía García Fernández');
    expect(text).toContain(nif);
    expect(oneLine(text)).toContain('Por el solicitante: Lucía García Fernández');
  });
});
