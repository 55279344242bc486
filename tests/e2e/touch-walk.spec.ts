import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiAuth, bioDraftAtParcels, createDraft, firstGlobalgapAnswers, fixture, organicPlantAnswers, placedIn } from './api-support';
import { registeredAccount } from './outbox';
import { wcagViolations } from './axe-support';
import { signedPdf } from './wizard-support';
import { signIn } from './support';

// Issue 46, "done when": an application taken through every step on a 360 px phone by touch
// alone (taps; `fill` into a field where text must be written, no key pressed), a GLOBALG.A.P.
// one in Spanish and an organic one in Greek; axe on every step as the person sees it. The
// answers of the questions no table holds are laid in through the API from the samples (other
// specs type them); the tables are done on screen: Appendix 2's units chosen by tapping their
// boxes, the boxes left unticked read "No".

type Locale = 'el' | 'es';
const messages = (locale: Locale): Record<string, string> =>
  Object.assign({}, ...fs.readdirSync(`locales/${locale}`).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(fs.readFileSync(`locales/${locale}/${f}`, 'utf8'))));
const shots = path.join('test-results', 'touch-walk');
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.use({ actionTimeout: 15_000 });

/** Signs in by touch: the two fields filled, the button tapped. */
async function signInByTouch(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/Username|Όνομα χρήστη|Nombre de usuario/).fill(username);
  await page.getByLabel(/^(Password|Κωδικός πρόσβασης|Contraseña)/).fill(password);
  await page.locator('form').getByRole('button').tap();
  await expect(page).toHaveURL(/\/$/);
}

/** The step as the person sees it: its heading, no axe violation, fits the phone, a screenshot. */
async function lookAt(page: Page, name: string, seen: string[]) {
  const heading = page.getByRole('heading', { level: 2 }).first();
  await expect(heading).toBeVisible();
  await expect.poll(() => fitsWidth(page), { message: `${name} fits 360 px` }).toBe(true);
  const violations = await wcagViolations(page);
  expect(violations, `${name}: ${violations.join('; ')}`).toEqual([]);
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
  seen.push((await heading.textContent()) ?? '');
}

/** Taps "Save and continue" and waits for the next step's position. */
async function tapContinue(page: Page, t: Record<string, string>) {
  const position = await page.getByTestId('wizard-position').textContent();
  await page.getByRole('button', { name: t['applications.wizard.continue'] }).tap();
  try {
    await expect(page.getByTestId('wizard-position')).not.toHaveText(position ?? '', { timeout: 30_000 });
  } catch (error) {
    // what held the step back, said in the failure
    const said = await page.locator('[role=alert], [aria-invalid=true]').evaluateAll((all) => all.map((e) => `${e.id || e.getAttribute('aria-label') || ''} ${e.textContent ?? ''}`.slice(0, 300)));
    throw new Error(`${position}: not moved on. ${said.join(' | ')}`, { cause: error });
  }
}

/** Whether the step shown is the last (Submit, no "Save and continue"), once the step has drawn either. */
async function atSubmission(page: Page, t: Record<string, string>) {
  const submit = page.getByRole('button', { name: t['applications.submission.submit'] });
  await expect(page.getByRole('button', { name: t['applications.wizard.continue'] }).or(submit).first()).toBeVisible({ timeout: 30_000 });
  return (await submit.count()) > 0;
}

test.describe('by touch on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  test('a Spanish farmer takes a GLOBALG.A.P. application to submission by taps alone: Appendix 2\'s units ticked by tapping them, unticked boxes read "No"', async ({ page, request }) => {
    test.setTimeout(420_000);
    fs.mkdirSync(shots, { recursive: true });
    const t = messages('es');
    const account = await registeredAccount(request, 'client', 'touchgg');
    const headers = await apiAuth(request, account.username, 'Firstpass2026');
    // the farmer's account and sites are in Greece (a site outside the customer's country is refused); the screens in Spanish
    const samples = firstGlobalgapAnswers(2027, 'GR');
    const products1 = samples['appendix-1'].products as Record<string, unknown>[];
    const products2 = samples['appendix-2'].products as Record<string, unknown>[];
    const { id } = await createDraft(request, headers, 'globalgap', {
      ...samples,
      // the first product of each appendix as a person leaves it: its boxes never touched (Appendix 2's units still to choose)
      'appendix-1': { ...samples['appendix-1'], products: [{ product: products1[0].product }, ...products1.slice(1)] },
      'appendix-2': {
        ...samples['appendix-2'],
        products: [{ product: products2[0].product, area_ha: products2[0].area_ha, cultivation: products2[0].cultivation, harvest: products2[0].harvest }, ...products2.slice(1)],
      },
    });

    await page.addInitScript(() => localStorage.setItem('locale', 'es'));
    await signInByTouch(page, account.username, 'Firstpass2026');
    await page.goto(`/applications/global/edit/${id}`);
    await expect(page.getByTestId('wizard-position')).toBeVisible({ timeout: 60_000 });

    const seen: string[] = [];
    for (let step = 1; step < 30; step += 1) {
      if (await atSubmission(page, t)) break;
      const appendix2 = page.locator('[data-field="root_products"] [role="grid"]');
      if ((await appendix2.count()) && (await page.getByRole('button', { name: /^Unidades de producción.*, fila 1(:|$)/ }).count())) {
        // the units of the first product: the cell tapped, each box tapped (on its name, then on the box)
        await page.getByRole('button', { name: /^Unidades de producción.*, fila 1(:|$)/ }).tap();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('PU-01', { exact: true }).tap();
        await expect(dialog.getByRole('checkbox', { name: 'PU-01' })).toBeChecked();
        await dialog.locator('label', { hasText: 'PU-02' }).locator('[data-part="control"]').tap();
        await expect(dialog.getByRole('checkbox', { name: 'PU-02' })).toBeChecked();
        await dialog.locator('label', { hasText: 'PU-02' }).locator('[data-part="control"]').tap();
        await expect(dialog.getByRole('checkbox', { name: 'PU-02' })).not.toBeChecked();
        await lookAt(page, `es-${String(step).padStart(2, '0')}-appendix-2-units`, []);
        await dialog.getByRole('button', { name: t['renderers.tableCells.done'] }).tap();
        await expect(page.getByRole('button', { name: /^Unidades de producción.*, fila 1: PU-01$/ })).toBeVisible();
      }
      await lookAt(page, `es-${String(step).padStart(2, '0')}`, seen);
      await tapContinue(page, t);
    }
    // every table step was passed with its first row's boxes untouched: they were saved as "No"
    const stored = (await (await request.get(`/api/applications/${id}`, { headers })).json()) as { answers: Record<string, { products: Record<string, unknown>[] }> };
    expect(stored.answers['appendix-1'].products[0]).toMatchObject({ parallel_production: false, parallel_ownership: false });
    // …but for handling, carried from the scope's "yes" (issue 47), and harvest from the scope and Appendix 1
    expect(stored.answers['appendix-1'].products[0]).toMatchObject({ harvest_included: true });
    expect(stored.answers['appendix-2'].products[0]).toMatchObject({ production_units: ['PU-01'], harvest_included: true, produce_handling: true, parallel_production: false });

    await lookAt(page, 'es-submission', seen);
    await page.getByRole('group', { name: t['applications.submission.signedApplication'] }).locator('input[type=file]').setInputFiles(signedPdf('solicitud-firmada.pdf'));
    await expect(page.getByRole('link', { name: /solicitud-firmada\.pdf/ })).toBeVisible();
    // the step with its upload done and "Archivo subido." said: axe on this state too
    await lookAt(page, 'es-submission-uploaded', []);
    await page.getByRole('button', { name: t['applications.submission.submit'] }).tap();
    await expect(page).toHaveURL(/\/applications\/global\/inner\//, { timeout: 60_000 });
    await page.screenshot({ path: path.join(shots, 'es-submitted.png'), fullPage: true });
    expect(seen.length).toBeGreaterThan(10);
  });

  test('a Greek farmer takes an organic application to submission by taps alone', async ({ page, request }) => {
    test.setTimeout(420_000);
    fs.mkdirSync(shots, { recursive: true });
    const t = messages('el');
    const account = await registeredAccount(request, 'client', 'touchbio');
    const headers = await apiAuth(request, account.username, 'Firstpass2026');
    const { id } = await createDraft(request, headers, 'bio', { ...organicPlantAnswers(2027), submission: placedIn(fixture('bio/submission'), 'GR') });

    await page.addInitScript(() => localStorage.setItem('locale', 'el'));
    await signInByTouch(page, account.username, 'Firstpass2026');
    await page.goto(`/applications/bio/edit/${id}`);
    await expect(page.getByTestId('wizard-position')).toBeVisible({ timeout: 60_000 });

    const seen: string[] = [];
    for (let step = 1; step < 30; step += 1) {
      if (await atSubmission(page, t)) break;
      await lookAt(page, `el-${String(step).padStart(2, '0')}`, seen);
      await tapContinue(page, t);
    }
    await lookAt(page, 'el-submission', seen);
    await page.getByRole('button', { name: t['applications.submission.submit'] }).tap();
    await expect(page).toHaveURL(/\/applications\/bio\/inner\//, { timeout: 60_000 });
    await page.screenshot({ path: path.join(shots, 'el-submitted.png'), fullPage: true });
    expect(seen.length).toBeGreaterThan(6);
  });
});

test('moving up a long table with ↑, the focused cell is never under the sticky header row', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { account, headers, id } = await bioDraftAtParcels(request, 'stickyhead');
  // forty parcels: the table scrolls inside its own box
  const stored = (await (await request.get(`/api/applications/${id}`, { headers })).json()) as { answers: Record<string, Record<string, unknown>>; row_version: number };
  const parcels = stored.answers['plant-production'].parcels as Record<string, unknown>[];
  const many = Array.from({ length: 40 }, (_, i) => ({ ...parcels[i % parcels.length], parcel_number: String(i + 1) }));
  const answers = { ...stored.answers, 'plant-production': { ...stored.answers['plant-production'], parcels: many } };
  const saved = await request.put(`/api/applications/${id}/answers`, { headers, data: { answers, current_step: 'plant-production', row_version: stored.row_version } });
  expect(saved.ok()).toBe(true);

  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await signIn(page, account.username, 'Firstpass2026');
  await page.goto(`/applications/bio/edit/${id}`);
  const grid = page.locator('[data-field="root_parcels"] [role="grid"]');
  await grid.getByLabel(/^Parcel number, row 1(: .*)?$/).click();
  for (let row = 2; row <= 40; row += 1) {
    await page.keyboard.press('ArrowDown');
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', new RegExp(`^Parcel number, row ${row}(:|$)`));
  }
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^Parcel number, row 40/);
  for (let row = 39; row >= 1; row -= 1) {
    await page.keyboard.press('ArrowUp');
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', new RegExp(`^Parcel number, row ${row}(:|$)`));
    const [cell, head] = await Promise.all([
      page.locator(':focus').evaluate((el) => (el.closest('td') ?? el).getBoundingClientRect().toJSON() as DOMRect),
      grid.locator('thead').evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    ]);
    expect(cell.top, `row ${row}: its top ${cell.top} under the header's bottom ${head.bottom}`).toBeGreaterThanOrEqual(head.bottom - 1);
  }
  await request.delete(`/api/applications/${id}`, { headers });
});
