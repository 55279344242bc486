import { expect, test } from '@playwright/test';
import { signIn } from './support';
import { inspectorId } from './api-support';
import { actAs, certifiedFarmer, uploadAs } from './sanction-support';

const nextYear = new Date().getUTCFullYear() + 1;

// A certified farmer renews (issue 29): on the certified application's page, "Renew for …" opens
// a draft for the next year that starts from its answers; it is sent and goes through the
// body's steps to a second certificate, and both certificates stand in the farmer's list.
test('a certified farmer renews for the next year, through to a second certificate', async ({ page, request }) => {
  test.setTimeout(300_000);
  const { account, farmer, staff, id, verifyPath } = await certifiedFarmer(request, 'renew');
  expect((await request.post('/api/users/locale', { headers: farmer, data: { locale: 'el' } })).ok()).toBe(true);
  const first = await (await request.get(`/api/applications/${id}`, { headers: farmer })).json();

  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, account.username, 'Firstpass2026');
  await page.goto(`/applications/global/inner/${id}`);
  const renew = page.getByTestId('renew-application');
  await expect(renew).toHaveText(`Ανανέωση για το ${first.year + 1}`);
  await renew.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('renew-button-360-el.png') });
  await renew.click();
  await expect(page).toHaveURL(/\/applications\/global\/edit\/[0-9a-f-]{36}$/);
  const renewalId = page.url().split('/').at(-1)!;
  expect(renewalId).not.toBe(id);

  // the draft holds last year's answers, for the next year, as a renewal; nothing to type again
  const draft = await (await request.get(`/api/applications/${renewalId}`, { headers: farmer })).json();
  expect(draft).toMatchObject({ status: 'draft', year: first.year + 1, purpose: 'renewal' });
  const { submission: _unsigned, ...carried } = first.answers;
  for (const step of Object.keys(carried).filter((key) => key !== 'general')) expect(draft.answers[step], step).toEqual(first.answers[step]);
  expect(draft.answers.submission?.signed_application).toBeUndefined();
  await page.screenshot({ path: test.info().outputPath('renewal-wizard-360-el.png') });

  // pressed again (a second tab), the same draft opens. The button stays where it first showed
  // while the page's record arrives above the answers: held back here, a press as the button
  // shows is a press on it (below the record, it moved between a press's down and up on a busy
  // machine and the press was lost)
  let releaseRecord!: () => void;
  const recordHeld = new Promise<void>((resolve) => (releaseRecord = resolve));
  await page.route(`**/api/applications/${id}/lifecycle`, async (route) => {
    await recordHeld;
    await route.continue();
  });
  await page.goto(`/applications/global/inner/${id}`);
  const again = page.getByTestId('renew-application');
  await expect(again).toBeVisible();
  const shownAt = await again.boundingBox();
  releaseRecord();
  await expect(page.getByRole('region', { name: 'Πορεία πιστοποίησης' })).toBeVisible();
  await expect(page.getByTestId('inspection-history').getByRole('listitem').first()).toBeVisible();
  expect(await again.boundingBox()).toEqual(shownAt);
  await again.click();
  await expect(page).toHaveURL(new RegExp(`/applications/global/edit/${renewalId}$`));

  // signed and sent, then the body's steps (each has its own end-to-end test) to a certificate
  const signed = { ...draft.answers, submission: { ...draft.answers.submission, signed_application: [await uploadAs(request, farmer, 'aitisi-ananeosis.pdf')] } };
  const saved = await request.put(`/api/applications/${renewalId}/answers`, { headers: farmer, data: { answers: signed, row_version: draft.row_version } });
  expect(saved.ok(), await saved.text()).toBe(true);
  const sent = await request.post(`/api/applications/${renewalId}/submit`, { headers: farmer, data: { row_version: (await saved.json()).row_version } });
  expect(sent.ok(), await sent.text()).toBe(true);
  await actAs(request, staff, renewalId, `/staff/applications/${renewalId}/review`, { outcome: 'complete', risk_level: 'low' });
  await actAs(request, staff, renewalId, `/staff/applications/${renewalId}/offer`, { amount: 280, expires_on: `${nextYear}-12-31` });
  await actAs(request, farmer, renewalId, `/applications/${renewalId}/offer/reply`, { reply: 'accept', signed_offer: await uploadAs(request, farmer, 'offer-2.pdf') });
  await actAs(request, staff, renewalId, `/staff/applications/${renewalId}/contract`, { duration_years: 1, start_date: `${nextYear}-01-01` });
  await actAs(request, farmer, renewalId, `/applications/${renewalId}/contract/signature`, { signed_contract: await uploadAs(request, farmer, 'contract-2.pdf') });
  await actAs(request, staff, renewalId, `/staff/applications/${renewalId}/inspection`, { inspection_date: `${nextYear - 1}-11-02`, inspector_id: await inspectorId(request, staff) });
  await actAs(request, staff, renewalId, `/staff/applications/${renewalId}/results`, { inspected_on: `${nextYear - 1}-01-10`, results: 'Καμία παρατήρηση.' });
  const decided = await actAs(request, staff, renewalId, `/staff/applications/${renewalId}/decision`, {
    outcome: 'certify', certified_items: ['Olives'], ggn: '4063061581198', scope: 'Fruit', valid_from: `${nextYear + 1}-01-01`, valid_to: `${nextYear + 1}-12-31`,
  });
  expect(decided.certificate.verify_path).not.toBe(verifyPath);

  // two certificates: the one in force, and the next one that starts on its first day
  await page.goto('/');
  for (const applicationId of [id, renewalId]) {
    await expect(page.locator(`a[href="/applications/global/inner/${applicationId}"]`).first()).toBeVisible();
  }
  await page.goto(`/applications/global/inner/${renewalId}`);
  await expect(page.getByTestId('application-status')).toHaveText('Πιστοποιήθηκε');
  await expect(page.getByText(decided.certificate.number).first()).toBeVisible();
  await expect(page.getByTestId('application-certificate-status')).toHaveText(/Δεν ισχύει ακόμη/);
  await page.screenshot({ path: test.info().outputPath('second-certificate-360-el.png'), fullPage: true });
  const second = await (await request.get(`/api${decided.certificate.verify_path}`)).json();
  expect(second).toMatchObject({ status: 'not_yet_valid', valid_from: `${nextYear + 1}-01-01` });
  expect((await (await request.get(`/api${verifyPath}`)).json()).status).toBe('valid');
});
