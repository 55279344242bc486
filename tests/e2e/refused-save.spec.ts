import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';
import { apiAuth, completeGlobalgapAnswers, submittedApplication, withOwnUploads } from './api-support';
import { registeredAccount } from './outbox';
import { wcagViolations } from './axe-support';

// Issue 46, "unsaved without knowing it", against the real server: a farmer has a GLOBALG.A.P.
// application submitted (active) and starts another for the same standard. The save that names
// the standard is refused (409, the duplicate rule): the wizard stops at once with a focused
// message at the top, in the person's language, naming the other application with a link; the
// status says it is not saved; "Save and continue" does not move on; the answers stay on the
// device through a reload. Another standard is saved and the message goes.

const deviceCopy = (page: Page, id: string) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), `application-draft:${id}`);

test('a save refused for another active application of the same standard stops the wizard, and nothing is lost', async ({ page, request }) => {
  test.setTimeout(240_000);
  const account = await registeredAccount(request, 'client', 'refusal');
  const headers = await apiAuth(request, account.username, 'Firstpass2026');
  const first = await submittedApplication(request, headers);
  const reference = (await (await request.get(`/api/applications/${first}`, { headers })).json()).reference as string;
  const created = await request.post('/api/applications', { headers, data: { type: 'globalgap' } });
  expect(created.status()).toBe(201);
  const { id, row_version } = (await created.json()).application;
  const { general } = completeGlobalgapAnswers();
  const saved = await request.put(`/api/applications/${id}/answers`, { headers, data: { answers: { general: { ...general, purpose: 'initial', transfer: undefined } }, current_step: 'scope', row_version } });
  expect(saved.ok(), await saved.text()).toBe(true);
  expect((await request.post('/api/users/locale', { headers, data: { locale: 'el' } })).ok()).toBe(true);

  await page.setViewportSize({ width: 1280, height: 800 });
  const refused: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith(`/api/applications/${id}/answers`) && response.request().method() === 'PUT') refused.push(response.status());
  });
  await signIn(page, account.username, 'Firstpass2026');
  await page.goto(`/applications/global/edit/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Πεδίο GLOBALG.A.P.');
  await page.getByRole('radio', { name: 'Integrated Farm Assurance v6 Smart' }).check();

  const message = page.getByTestId('draft-refusal');
  await expect(message).toBeFocused({ timeout: 15_000 });
  expect(refused).toContain(409);
  await expect(message.getByRole('heading', { level: 2 })).toHaveText('Οι απαντήσεις σας δεν αποθηκεύτηκαν');
  await expect(message).toContainText(reference);
  // the standard as the form words it, not as stored
  await expect(message).toContainText('Integrated Farm Assurance v6 Smart');
  await expect(message).not.toContainText('ifa-v6-smart');
  await expect(message.getByRole('link', { name: `Άνοιγμα της αίτησης ${reference}` })).toHaveAttribute('href', `/applications/global/inner/${first}`);
  await expect(page.getByTestId('save-status')).toHaveText('Δεν αποθηκεύτηκε');
  expect(await wcagViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('refused-save-1280-el.png') });

  // no moving on (here by the step list, which asks no answers first): the save is tried once
  // more, focus returns to the message, the step stays
  const tries = refused.length;
  await page.getByRole('button', { name: /Στοιχεία GGN/ }).click();
  await expect.poll(() => refused.length).toBeGreaterThan(tries);
  await expect(message).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Πεδίο GLOBALG.A.P.');

  // the device keeps the answers, marked refused; the server has none of them
  expect(await deviceCopy(page, id)).toMatchObject({ unsaved: true, answers: { scope: { standard: 'ifa-v6-smart' } }, refused: { messageId: 'applications.blocking.activeApplication' } });
  expect((await (await request.get(`/api/applications/${id}`, { headers })).json()).answers.scope?.standard).toBeUndefined();

  // a fresh load (Spanish now, on a phone): the answers come back from the device, refused again
  await page.getByRole('combobox', { name: 'Γλώσσα' }).selectOption('es');
  await expect(message.getByRole('heading', { level: 2 })).toHaveText('Sus respuestas no se han guardado');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await expect(message).toBeFocused({ timeout: 15_000 });
  await expect(message.getByRole('heading', { level: 2 })).toHaveText('Sus respuestas no se han guardado');
  await expect(page.getByRole('radio', { name: 'Integrated Farm Assurance v6 Smart' })).toBeChecked();
  await expect(page.getByTestId('save-status')).toHaveText('Sin guardar');
  expect(await wcagViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('refused-save-360-es.png'), fullPage: true });

  // another standard: saved, the message goes
  await page.getByRole('radio', { name: 'Integrated Farm Assurance v6 GFS' }).check();
  await expect(message).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
  expect((await (await request.get(`/api/applications/${id}`, { headers })).json()).answers.scope?.standard).toBe('ifa-v6-gfs');
  expect((await deviceCopy(page, id)).refused).toBeUndefined();
});

// "A refusal nobody sees": at 1,280 px "Submit" with another step incomplete showed the box
// above the window while focus stayed on the button. The view and focus move to it.
test('a submission refused for an incomplete step moves the view and focus to its message, at 1,280 px and 360 px', async ({ page, request }) => {
  test.setTimeout(240_000);
  const account = await registeredAccount(request, 'client', 'refusedsubmit');
  const headers = await apiAuth(request, account.username, 'Firstpass2026');
  const created = await request.post('/api/applications', { headers, data: { type: 'globalgap' } });
  const { id, row_version } = (await created.json()).application;
  const { ggn: _left, ...answers } = completeGlobalgapAnswers();
  const signed = JSON.parse(fs.readFileSync('schemas/fixtures/globalgap/submission.json', 'utf8'));
  const withUploads = await withOwnUploads(request, headers, { ...answers, submission: signed });
  const saved = await request.put(`/api/applications/${id}/answers`, { headers, data: { answers: withUploads, current_step: 'submission', row_version } });
  expect(saved.ok(), await saved.text()).toBe(true);
  expect((await request.post('/api/users/locale', { headers, data: { locale: 'el' } })).ok()).toBe(true);

  await signIn(page, account.username, 'Firstpass2026');
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/applications/global/edit/${id}`);
    const submit = page.getByRole('button', { name: 'Υποβολή αίτησης' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    const refusal = page.getByTestId('submission-refusal');
    await expect(refusal).toBeFocused({ timeout: 15_000 });
    await expect(refusal).toBeInViewport();
    await expect(refusal.getByRole('button', { name: 'Στοιχεία GGN' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`refused-submission-${width}-el.png`) });
  }
});
