import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from './support';
import { apiAuth, placedIn } from './api-support';
import { mailedLink, registeredAccount } from './outbox';
import { continueButton, tick, useEnglish } from './wizard-support';

// Issue 37: what a person meets in the first hour, in Greek on a laptop and in Spanish on a phone.
test.use({ actionTimeout: 15_000 });

const fixture = (name: string) => JSON.parse(fs.readFileSync(path.join('schemas/fixtures', `${name}.json`), 'utf8'));
const box = async (page: Page, selector: string) => (await page.locator(selector).boundingBox())!;

/** A Spanish farmer registered and confirmed through the API, with their own applications. */
async function spanishFarmer(request: APIRequestContext) {
  const n = Date.now() % 10_000_000;
  const username = `e2e.es.${n}`;
  const number = 10_000_000 + (n % 80_000_000);
  const nif = `${number}${'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23]}`;
  const body = {
    role: 'client',
    customer_type: 'individual',
    account: { username, password: 'Firstpass2026', password_confirmation: 'Firstpass2026' },
    user_details: { country: 2, first_name: 'Lucía', last_name: 'García', identification: nif, phone: '612345678', email: `${username}@example.org` },
    accounting_details: { invoice_delivery: 'physical' },
  };
  const created = await request.post('/api/users/register', { data: body, headers: { 'accept-language': 'es' } });
  expect(created.status(), await created.text()).toBe(201);
  const link = new URL(await mailedLink(body.user_details.email, '/verify-email'));
  await request.post('/api/users/verify-email', { data: { username: link.searchParams.get('username'), token: link.searchParams.get('token') } });
  return { username, headers: await apiAuth(request, username, 'Firstpass2026') };
}

test.describe('registration in Spanish on a phone', () => {
  test.use({ locale: 'es-ES', viewport: { width: 360, height: 800 } });

  test('the country is Spain, its regions are offered, and the questions stand one under the other', async ({ page }) => {
    await page.goto('/register');
    const form = page.locator('form#forms-register-individual');
    await expect(form.locator('#root_user_details_country option:checked')).toHaveText('España');
    await expect(form.getByLabel('Comunidad autónoma').first()).toBeEnabled();
    await expect(form.getByLabel('Comunidad autónoma').first().locator('option', { hasText: 'Andalucía' })).toHaveCount(1);
    const first = await box(page, '#root_user_details_first_name');
    const last = await box(page, '#root_user_details_last_name');
    expect(last.y).toBeGreaterThan(first.y + first.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test.describe('registration in Greek on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('uses the width: questions that belong together stand side by side, the country is Greece', async ({ page }) => {
    await page.goto('/register');
    const form = page.locator('form#forms-register-individual');
    await expect(form.locator('#root_user_details_country option:checked')).toHaveText('Ελλάδα');
    expect((await box(page, 'main form#forms-register-individual')).width).toBeGreaterThan(800);
    const first = await box(page, '#root_user_details_first_name');
    const last = await box(page, '#root_user_details_last_name');
    expect(Math.abs(first.y - last.y)).toBeLessThan(2);
    expect(last.x).toBeGreaterThan(first.x + first.width);
    const username = await box(page, '#root_account_username');
    const password = await box(page, '#root_account_password_confirmation');
    expect(password.x).toBeGreaterThan(username.x + username.width);
  });
});

test.describe('registration in English', () => {
  test.use({ locale: 'en-GB' });

  test('asks for the country before it offers regions', async ({ page }) => {
    await page.goto('/register');
    const form = page.locator('form#forms-register-individual');
    await expect(form.locator('#root_user_details_country option:checked')).toHaveText('Choose…');
    await expect(form.getByText('Choose the country first: the lists follow it.').first()).toBeVisible();
    await expect(form.locator('#root_user_details_address_division_region')).toBeDisabled();
    await form.locator('#root_user_details_country').selectOption({ label: 'Spain' });
    await expect(form.getByLabel('Autonomous community').first()).toBeEnabled();
  });
});

test('right after registration the profile names the sections still to complete, and why the handling manager is one', async ({ page, request }) => {
  const account = await registeredAccount(request, 'client', 'firsthour');
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await signIn(page, account.username, 'Firstpass2026');
  await page.goto('/settings?tab=profile');
  await expect(page.getByTestId('profile-sections-to-complete')).toHaveText('Still to complete: Handling manager and Handling sites.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  const lines = summary.getByRole('listitem');
  await expect(lines.first()).toContainText('Handling manager: not filled in yet.');
  await expect(lines.first()).toContainText('Registration does not ask for this person');
  await expect(lines.filter({ hasText: /^First name/ })).toHaveCount(0);
  await expect(lines.filter({ hasText: 'Add at least one handling site.' })).toHaveCount(1);
  await expect(lines).toHaveCount(2);
  // the line leads to the section's first question
  await lines.first().getByRole('link').click();
  await expect(page.locator('#root_handling_manager_first_name')).toBeFocused();
});

test('the step count says which answers bring which steps', async ({ page, request }) => {
  const { username } = await spanishFarmer(request);
  await signIn(page, username, 'Firstpass2026');
  await useEnglish(page);
  await page.getByRole('link', { name: 'New GLOBALG.A.P. application' }).click();
  const brought = page.getByTestId('wizard-steps-brought');
  await expect(brought).toHaveText('Your answers in the step “GLOBALG.A.P. scope” may add steps.', { timeout: 60_000 });
  await page.getByLabel('Year').selectOption({ index: 1 });
  await tick(page.getByRole('radio', { name: 'Initial certification' }));
  await continueButton(page).click();
  await tick(page.getByRole('radio', { name: 'Integrated Farm Assurance v6 Smart' }));
  await expect(brought).toContainText(/Your answers in the step “GLOBALG\.A\.P\. scope” add \d+ steps: GGN data, /);
  const total = Number(/of (\d+)/.exec((await page.getByTestId('wizard-position').textContent()) ?? '')![1]);
  const added = Number(/add (\d+) steps/.exec((await brought.textContent()) ?? '')![1]);
  // the steps every application has, the review page among them, and those the answers brought
  expect(total - added).toBe(9);
  await tick(page.getByRole('radiogroup', { name: 'Is produce handling included?' }).getByRole('radio', { name: 'Yes' }));
  await expect(brought).toContainText('Facilities (produce handling units)');
});

test('a step starts with what an earlier step or the customer holds; the table help shows once, the idle delete button is not red', async ({ page, request }) => {
  const { username, headers } = await spanishFarmer(request);
  const created = await request.post('/api/applications', { headers, data: { type: 'globalgap', year: 2027 } });
  type Created = { application: { id: string; row_version: number; answers: Record<string, Record<string, unknown>> } };
  const { id, row_version, answers: fromProfile } = ((await created.json()) as Created).application;
  // the profile's answers (Appendix 1's producer) and what earlier steps were given
  const answers = placedIn({
    ...fromProfile,
    general: { ...fixture('globalgap/general'), purpose: 'initial', transfer: undefined },
    scope: { ...fixture('globalgap/scope'), addons: [] },
    'handling-sites': fixture('common/handling-sites'),
    'appendix-1': {
      ...fromProfile['appendix-1'],
      products: [{ product: 'olives', harvest_included: true, parallel_production: false, parallel_ownership: false }],
      production_units: fixture('globalgap/appendix-1').production_units,
    },
  }, 'ES');
  const saved = await request.put(`/api/applications/${id}/answers`, { headers, data: { answers, current_step: 'appendix-1', row_version } });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, username, 'Firstpass2026');
  await useEnglish(page);
  await page.goto(`/applications/global/edit/${id}`);
  await expect(page.getByRole('heading', { name: 'Appendix 1: registration', level: 2 }).first()).toBeVisible();
  // the producer's country is the customer's
  await expect(page.getByRole('radio', { name: 'Spain' })).toBeChecked();
  // two tables on the step, the keyboard help above the first only
  await expect(page.getByRole('grid')).toHaveCount(2);
  await expect(page.getByTestId('table-keyboard-help')).toHaveCount(2);
  await expect(page.getByTestId('table-keyboard-help').filter({ visible: true })).toHaveCount(1);
  const idle = page.getByRole('button', { name: 'Delete selected' }).first();
  const red = (color: string) => {
    const [r, g, b] = color.match(/\d+/g)!.map(Number);
    return r > 150 && r > g + 80 && r > b + 80;
  };
  expect(red(await idle.evaluate((button) => getComputedStyle(button).color))).toBe(false);

  // Appendix 2 lists the products of Appendix 1; the facilities table the handling sites
  await page.locator('#wizard-steps').getByRole('button', { name: 'Appendix 2: crops and products' }).click();
  await expect(page.getByRole('heading', { name: 'Appendix 2: crops and products', level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Product (GLOBALG.A.P. product list), row 1' }).locator('option:checked')).toHaveText('Olives');
  await expect(page.getByRole('checkbox', { name: 'Harvest included, row 1' })).toBeChecked();
  // a product's production units are chosen among the unit codes of Appendix 1, by keyboard
  const unitsCell = page.getByRole('button', { name: /^Production units \(from the codes of Appendix 1\), row 1:/ });
  await unitsCell.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('checkbox')).toHaveCount(2);
  await dialog.getByRole('checkbox', { name: 'PU-02' }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Done' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(unitsCell).toHaveAccessibleName(/row 1: PU-02$/);
  const storedUnits = async () => (await (await request.get(`/api/applications/${id}`, { headers })).json()).answers['appendix-2']?.products?.[0]?.production_units;
  await expect.poll(storedUnits, { timeout: 20_000 }).toEqual(['PU-02']);
  await page.locator('#wizard-steps').getByRole('button', { name: 'Facilities (produce handling units)' }).click();
  await expect(page.getByRole('grid', { name: 'Produce handling units' }).getByRole('checkbox', { name: /^Select row \d$/ })).toHaveCount(2);
  // what was filled in is saved as the person's answers (and can be changed there)
  const units = async () => (await (await request.get(`/api/applications/${id}`, { headers })).json()).answers.facilities?.units ?? [];
  await expect.poll(async () => (await units()).map((unit: { name: string }) => unit.name)).toEqual(['Κεντρική αποθήκη', 'Ελαιοτριβείο Νέας Μουδανιάς']);
  expect((await units())[0]).toMatchObject({ address: 'Εθνικής Οδού Θεσσαλονίκης – Μουδανιών 12 63080' });
  const stored = await (await request.get(`/api/applications/${id}`, { headers })).json();
  expect(stored.answers['appendix-1'].producer).toMatchObject({ legal_name: 'Lucía García', contact_person: 'Lucía García', country: 'ES' });
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 800 } });

  test('the keyboard help of tables is not shown', async ({ page, request }) => {
    const { username, headers } = await spanishFarmer(request);
    const created = await request.post('/api/applications', { headers, data: { type: 'globalgap', year: 2027 } });
    const { id, row_version } = ((await created.json()) as { application: { id: string; row_version: number } }).application;
    const answers = { general: { ...fixture('globalgap/general'), purpose: 'initial', transfer: undefined }, scope: { ...fixture('globalgap/scope'), addons: [] } };
    expect((await request.put(`/api/applications/${id}/answers`, { headers, data: { answers, current_step: 'appendix-1', row_version } })).status()).toBe(200);
    await signIn(page, username, 'Firstpass2026');
    await page.goto(`/applications/global/edit/${id}`);
    await expect(page.getByRole('grid').first()).toBeVisible();
    await expect(page.getByTestId('table-keyboard-help').first()).toBeAttached();
    await expect(page.getByTestId('table-keyboard-help').filter({ visible: true })).toHaveCount(0);
  });
});

test('organic certification is said to be for operators in Greece where a farmer in Spain meets it', async ({ page, request, browser }) => {
  const { username } = await spanishFarmer(request);
  await signIn(page, username, 'Firstpass2026');
  await useEnglish(page);
  await expect(page.getByRole('link', { name: 'New organic application' })).toHaveCount(0);
  await expect(page.getByText('No applications match. Start a new one with the button above.')).toBeVisible();
  await expect(page.locator('#filter-type option[value="bio"]')).toHaveText('Organic (for operators in Greece only)');
  await page.goto('/news');
  await expect(page.getByTestId('organic-greece-only')).toHaveText(/Organic certification is offered to operators in Greece only/);

  const greek = await (await browser.newContext()).newPage();
  await signIn(greek, 'demo.farmer.gr');
  await greek.goto('/news');
  await expect(greek.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(greek.getByTestId('organic-greece-only')).toHaveCount(0);
});
