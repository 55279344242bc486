import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiAuth, completeGlobalgapAnswers, withOwnUploads } from './api-support';
import { registeredAccount } from './outbox';
import { signedPdf } from './wizard-support';
import { expectNamedFocus, expectVisibleFocusRing, follow, press, pressUntilFocused, signInByKeyboard } from './keyboard-support';
import { continueButton, uploadByKeyboard } from './keyboard-wizard';
import { wcagViolations } from './axe-support';

// Issue 46: a GLOBALG.A.P. and an organic application taken to submission by keyboard alone
// (Tab, Enter, Space, arrows) at 1,280 px, in Greek, with axe on every page of the wizard.
// The answers of the questionnaires are arranged through the API (keyboard.spec.ts types an
// organic application's every answer); here the person opens the draft from the list, goes
// through every step with "Save and continue", is refused once at submission (the signed
// document missing: the error summary takes focus), uploads the signed documents through the
// file chooser opened with Space, and submits.

test.use({ actionTimeout: 15_000, viewport: { width: 1280, height: 900 } });
const slow = expect.configure({ timeout: 60_000 });
const fixture = (name: string) => JSON.parse(fs.readFileSync(path.join('schemas/fixtures', `${name}.json`), 'utf8'));

const walks = [
  {
    type: 'globalgap' as const,
    family: 'global',
    // a first application (the sample's "transfer" purpose opens a step its samples do not answer)
    answers: () => {
      const answers = completeGlobalgapAnswers();
      return { ...answers, general: { ...answers.general, purpose: 'initial', transfer: undefined } };
    },
    uploads: ['Υπογεγραμμένη αίτηση'],
  },
  {
    type: 'bio' as const,
    family: 'bio',
    answers: () => ({
      general: { ...fixture('common/general'), year: new Date().getFullYear() + 1, purpose: 'initial', transfer: undefined },
      // plant production only, of the kinds its sample questionnaire answers for
      scope: { ...fixture('bio/scope'), sub_scopes: ['plant_production'], production_types: { plant_production: fixture('bio/scope').production_types.plant_production }, activities: ['production'] },
      'handling-sites': fixture('common/handling-sites'),
      'certification-options': fixture('common/certification-options'),
      'plant-production': fixture('bio/plant-production'),
      'responsible-statement': fixture('common/responsible-statement'),
      gdpr: fixture('common/gdpr'),
      terms: fixture('common/terms-of-use'),
      submission: { signatory: { first_name: 'Άννα', last_name: 'Δοκιμή' } },
    }),
    uploads: ['Υπογεγραμμένη αίτηση', 'Υπογεγραμμένη πάγια εντολή'],
  },
];

/** Nothing against WCAG 2.2 AA on the page as it is now. */
async function expectNoViolations(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  expect(await wcagViolations(page), where).toEqual([]);
}

for (const walk of walks) {
  test(`${walk.type}: every step by keyboard alone at 1,280 px, axe on each, to submission`, async ({ page, request }) => {
    test.setTimeout(600_000);
    const account = await registeredAccount(request, 'client', `walk${walk.type}`);
    const headers = await apiAuth(request, account.username, 'Firstpass2026');
    expect((await request.post('/api/users/locale', { headers, data: { locale: 'el' } })).ok()).toBe(true);
    const created = await request.post('/api/applications', { headers, data: { type: walk.type } });
    expect(created.status(), await created.text()).toBe(201);
    const { id, row_version, reference } = (await created.json()).application;
    const answers = await withOwnUploads(request, headers, walk.answers());
    const saved = await request.put(`/api/applications/${id}/answers`, { headers, data: { answers, current_step: 'general', row_version } });
    expect(saved.ok(), await saved.text()).toBe(true);

    await signInByKeyboard(page, account.username, 'Firstpass2026');
    // the list names each row's link with its application ("Συνέχεια: GG-2026-000001")
    await pressUntilFocused(page, page.getByRole('link', { name: `Συνέχεια: ${reference}` }), 'Tab', 80);
    await expectVisibleFocusRing(page);
    await follow(page);
    const first = page.getByRole('heading', { level: 1, name: /Βήμα 1 από \d+/ });
    await slow(first).toBeFocused();
    const total = Number(/Βήμα 1 από (\d+)/.exec((await first.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(8);

    // the count may grow on the way (a step opened fills another from its answers)
    let count = total;
    for (let position = 1; position < count; position += 1) {
      await expectNoViolations(page, `step ${position} of ${count}`);
      await pressUntilFocused(page, continueButton(page), 'Tab', 400);
      await expectVisibleFocusRing(page);
      await follow(page);
      const heading = page.getByRole('heading', { level: 1, name: new RegExp(`Βήμα ${position + 1} από \\d+`) });
      await slow(heading).toBeFocused();
      count = Number(new RegExp(`Βήμα ${position + 1} από (\\d+)`).exec((await heading.textContent()) ?? '')?.[1]);
      await expectNamedFocus(page);
    }

    // Submission: "Submit" before the signed document is there is refused where it is seen (the
    // summary takes focus); then the uploads, each through the file chooser opened with Space
    await expectNoViolations(page, 'submission');
    const submit = page.getByRole('button', { name: 'Υποβολή αίτησης' });
    await pressUntilFocused(page, submit, 'Tab', 200);
    await press(page, 'Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Υπάρχει πρόβλημα' })).toBeFocused();
    await expect(page.getByRole('alert').filter({ hasText: 'Υπάρχει πρόβλημα' })).toBeInViewport();
    for (const what of walk.uploads) await uploadByKeyboard(page, what, signedPdf(`${what}.pdf`));
    await expectNoViolations(page, 'submission, signed');
    await pressUntilFocused(page, submit, 'Tab', 200);
    await expectVisibleFocusRing(page);
    await page.screenshot({ path: test.info().outputPath(`walk-${walk.type}-submit-1280-el.png`) });
    await follow(page);
    await expect(page).toHaveURL(new RegExp(`/applications/${walk.family}/inner/${id}$`), { timeout: 30_000 });
    await slow(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expectNamedFocus(page);
    await expectNoViolations(page, 'submitted');
    await page.screenshot({ path: test.info().outputPath(`walk-${walk.type}-submitted-1280-el.png`) });
    expect((await (await request.get(`/api/applications/${id}`, { headers })).json()).status).toBe('submitted');
  });
}
