import { expect, test, type Page } from '@playwright/test';
import { apiAuth, createDraft, firstGlobalgapAnswers } from './api-support';
import { registeredAccount } from './outbox';
import { signedPdf } from './wizard-support';
import { expectNamedFocus, expectVisibleFocusRing, follow, press, pressUntilFocused, signInByKeyboard, tabInto } from './keyboard-support';
import { continueButton, uploadByKeyboard } from './keyboard-wizard';
import { expectNoViolations } from './axe-support';

// Issue 46: a GLOBALG.A.P. application taken to submission by keyboard (Tab, Enter, Space,
// arrows) at 1,280 px, in Greek, with axe on every page of the wizard. Most of its
// questionnaires' answers are still arranged through the API (the same set-up as the touch
// walk's, api-support.ts): Appendix 2's units are chosen by keyboard in their cell's dialog, and
// the first products' tick boxes are left untouched (sent as "No"). The organic application is
// answered by keyboard alone, every step typed, with axe on each step, in keyboard.spec.ts. Here the person opens the draft from the list,
// goes through every step with "Save and continue", is refused once at submission (the signed
// document missing: the error summary takes focus), uploads the signed document through the
// file chooser opened with Space, and submits.

test.use({ actionTimeout: 15_000, viewport: { width: 1280, height: 900 } });
const slow = expect.configure({ timeout: 60_000 });

const walks = [
  {
    type: 'globalgap' as const,
    family: 'global',
    answers: () => {
      const samples = firstGlobalgapAnswers(new Date().getFullYear() + 1);
      const products1 = samples['appendix-1'].products as Record<string, unknown>[];
      const products2 = samples['appendix-2'].products as Record<string, unknown>[];
      // the first product of each appendix as a person leaves it: its boxes never touched ("No"), Appendix 2's units chosen on screen
      return {
        ...samples,
        'appendix-1': { ...samples['appendix-1'], products: [{ product: products1[0].product }, ...products1.slice(1)] },
        'appendix-2': {
          ...samples['appendix-2'],
          products: [{ product: products2[0].product, area_ha: products2[0].area_ha, cultivation: products2[0].cultivation, harvest: products2[0].harvest }, ...products2.slice(1)],
        },
      };
    },
    uploads: ['Υπογεγραμμένη αίτηση'],
  },
];

for (const walk of walks) {
  test(`${walk.type}: every step by keyboard at 1,280 px (answers arranged through the API), axe on each, to submission`, async ({ page, request }) => {
    test.setTimeout(600_000);
    const account = await registeredAccount(request, 'client', `walk${walk.type}`);
    const headers = await apiAuth(request, account.username, 'Firstpass2026');
    expect((await request.post('/api/users/locale', { headers, data: { locale: 'el' } })).ok()).toBe(true);
    const { id, reference } = await createDraft(request, headers, walk.type, walk.answers());

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
      if (await units(page).count()) await chooseUnitsByKeyboard(page);
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
    const stored = (await (await request.get(`/api/applications/${id}`, { headers })).json()) as { status: string; answers: Record<string, { products: Record<string, unknown>[] }> };
    expect(stored.status).toBe('submitted');
    // the boxes never touched were sent as "No"; the unit chosen by keyboard was kept
    expect(stored.answers['appendix-1'].products[0]).toMatchObject({ parallel_production: false, parallel_ownership: false });
    expect(stored.answers['appendix-2'].products[0]).toMatchObject({ production_units: ['PU-01'], produce_handling: false });
  });
}

/** Appendix 2's cell of the first product's units, while none is chosen. */
const units = (page: Page) => page.getByRole('button', { name: /^Μονάδες παραγωγής.*, γραμμή 1(: —)?$/ });

/**
 * The first product's units by keyboard: Tab into the grid, arrows to the cell, Enter opens its
 * dialog, Tab to the unit and Space ticks it, Tab to "Τέλος" and Enter keeps it; axe on the dialog.
 */
async function chooseUnitsByKeyboard(page: Page) {
  await tabInto(page, page.getByRole('grid').filter({ has: units(page) }));
  await pressUntilFocused(page, units(page), 'ArrowRight', 12);
  await press(page, 'Enter');
  const dialog = page.getByRole('dialog');
  const unit = dialog.getByRole('checkbox', { name: 'PU-01' });
  await pressUntilFocused(page, unit, 'Tab', 10);
  await expectVisibleFocusRing(page);
  await press(page, 'Space');
  await expect(unit).toBeChecked();
  await expectNoViolations(page, 'Appendix 2, the units\' dialog');
  await pressUntilFocused(page, dialog.getByRole('button', { name: 'Τέλος' }), 'Tab', 20);
  await press(page, 'Enter');
  await expect(page.getByRole('button', { name: /^Μονάδες παραγωγής.*, γραμμή 1: PU-01$/ })).toBeFocused();
}
