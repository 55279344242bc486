import { expect, test } from '@playwright/test';
import { apiAuth, createDraft, firstGlobalgapAnswers } from './api-support';
import { registeredAccount } from './outbox';
import { signedPdf } from './wizard-support';
import { expectNamedFocus, expectVisibleFocusRing, follow, press, pressUntilFocused, signInByKeyboard } from './keyboard-support';
import { continueButton, uploadByKeyboard } from './keyboard-wizard';
import { expectNoViolations } from './axe-support';

// Issue 46: a GLOBALG.A.P. application taken to submission by keyboard (Tab, Enter, Space,
// arrows) at 1,280 px, in Greek, with axe on every page of the wizard. Its questionnaires'
// answers are still arranged through the API (the same set-up as the touch walk's,
// api-support.ts); the organic application is answered by keyboard alone, every step typed,
// with axe on each step, in keyboard.spec.ts. Here the person opens the draft from the list,
// goes through every step with "Save and continue", is refused once at submission (the signed
// document missing: the error summary takes focus), uploads the signed document through the
// file chooser opened with Space, and submits.

test.use({ actionTimeout: 15_000, viewport: { width: 1280, height: 900 } });
const slow = expect.configure({ timeout: 60_000 });

const walks = [
  { type: 'globalgap' as const, family: 'global', answers: () => firstGlobalgapAnswers(new Date().getFullYear() + 1), uploads: ['Υπογεγραμμένη αίτηση'] },
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
