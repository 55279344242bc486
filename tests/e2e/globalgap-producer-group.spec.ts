import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './support';
import { apiAuth, placedIn } from './api-support';
import { continueButton, nextStep, signedPdf, tableCell, tick, typeInCell, useEnglish } from './wizard-support';

test.use({ actionTimeout: 15_000 });

const fixture = (name: string) => JSON.parse(fs.readFileSync(path.join('schemas/fixtures', `${name}.json`), 'utf8'));
const position = async (page: import('@playwright/test').Page) => {
  const text = (await page.getByTestId('wizard-position').textContent()) ?? '';
  return Number(/of (\d+)/.exec(text)?.[1]);
};

test('a producer group applies for IFA with aquaculture and GRASP: each chosen appendix appears, the member list checks GGNs', async ({ page, request }) => {
  test.setTimeout(300_000);
  // The steps other tests click through (general, sites, statements) and the long aquaculture
  // appendices are arranged through the API; this test clicks the scope and the member list.
  const headers = await apiAuth(request, 'demo.farmer.es');
  const created = await request.post('/api/applications', { headers, data: { type: 'globalgap', year: 2027 } });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { application: { id: string } }).application;
  const answers = placedIn({
    // a first application (a transfer would bring its own step, taken over from the general step)
    general: { ...fixture('globalgap/general'), purpose: 'initial', transfer: undefined },
    'handling-sites': fixture('common/handling-sites'),
    'certification-options': fixture('common/certification-options'),
    ggn: fixture('globalgap/ggn'),
    'appendix-1-aq': fixture('globalgap/appendix-1-aq'),
    'appendix-2-aq': fixture('globalgap/appendix-2-aq'),
    'producer-group': { qms: fixture('globalgap/producer-group').qms },
    gfsi: fixture('globalgap/gfsi'),
    'addons-per-product': { rows: [{ product: 'sea_bream', addons: ['grasp'] }, { product: 'sea_bass', addons: ['grasp'] }] },
    grasp: fixture('globalgap/addons/grasp'),
    'responsible-statement': fixture('common/responsible-statement'),
    gdpr: fixture('common/gdpr'),
    terms: fixture('common/terms-of-use'),
  }, 'ES');
  const saved = await request.put(`/api/applications/${id}/answers`, { headers, data: { answers, current_step: 'scope', row_version: 1 } });
  expect(saved.status()).toBe(200);

  await signIn(page, 'demo.farmer.es');
  await useEnglish(page);
  await page.goto(`/applications/global/edit/${id}`);
  await expect(page.getByRole('heading', { name: 'GLOBALG.A.P. scope', level: 2 }).first()).toBeVisible();
  const before = await position(page);

  // The scope: IFA GFS, a producer group, aquaculture only, GRASP. Each choice brings its steps:
  // GGN data (a standard), Appendix 1/2 AQ instead of the crop appendices (aquaculture only),
  // the member list (option 2), GFSI (GFS), add-ons per product and GRASP (an add-on).
  await tick(page.getByRole('radio', { name: 'Integrated Farm Assurance v6 GFS' }));
  await tick(page.getByRole('radio', { name: 'Option 2: producer group' }));
  await tick(page.getByRole('checkbox', { name: 'Aquaculture' }));
  await tick(page.getByRole('checkbox', { name: /^GRASP/ }));
  await tick(page.getByRole('radiogroup', { name: 'Is the harvest included?' }).getByRole('radio', { name: 'Yes' }));
  await tick(page.getByRole('radiogroup', { name: 'Is produce handling included?' }).getByRole('radio', { name: 'No' }));
  await expect(page.getByTestId('wizard-position')).toHaveText(`Step 2 of ${before + 5}`);

  await nextStep(page, 'GGN data');
  await nextStep(page, 'Handling sites');
  await nextStep(page, 'Certification options');
  await nextStep(page, 'Appendix 1 AQ: aquaculture registration');
  await nextStep(page, 'Appendix 2 AQ: supply data');
  await nextStep(page, 'Producer group: members and quality management');

  // The member list: a GGN with a wrong check digit is named before the step is left.
  if ((await tableCell(page, 'Member, row 1').count()) === 0) {
    await page.getByRole('grid', { name: 'Members' }).locator('..').getByRole('button', { name: 'Add row' }).click();
  }
  await typeInCell(page, 'Member, row 1', 'Acuícola Mazarrón S.C.');
  await typeInCell(page, 'GGN or GLN, row 1', '4049929999991');
  await typeInCell(page, 'Production sites, row 1', '2');
  // the member's products: chosen among the species of Appendix 2 AQ, by keyboard, in the cell's tick boxes
  await tableCell(page, 'Products, row 1').focus();
  await page.keyboard.press('Enter');
  const products = page.getByRole('dialog', { name: 'Products, row 1' });
  await expect(products.getByRole('checkbox')).toHaveCount(2);
  // in the list's order
  await expect(products.getByRole('checkbox', { name: 'European sea bass' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(products.getByRole('checkbox', { name: 'Gilthead sea bream' })).toBeFocused();
  await page.keyboard.press('Space');
  await products.getByRole('button', { name: 'Done' }).focus();
  await page.keyboard.press('Enter');
  await expect(products).toHaveCount(0);
  await expect(tableCell(page, 'Products, row 1')).toHaveAccessibleName('Products, row 1: European sea bass, Gilthead sea bream');
  await typeInCell(page, 'Area (ha), row 1', '24');
  await continueButton(page).click();
  await expect(page.getByText('GS1 check digit').first()).toBeVisible();
  await tableCell(page, 'GGN or GLN, row 1').click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('4049929999992');
  await page.keyboard.press('Tab');
  await nextStep(page, 'GFSI recognition');
  await nextStep(page, 'Add-ons per product');
  await nextStep(page, 'GRASP add-on');
  await nextStep(page, 'Responsible statement');
  await nextStep(page, 'Protection of personal data');
  await nextStep(page, 'Terms of use');
  await continueButton(page).click();

  await expect(page.getByRole('heading', { name: 'Review your answers', level: 2 })).toBeVisible();
  await expect(page.getByText('Acuícola Mazarrón S.C.').or(page.locator('input[value="Acuícola Mazarrón S.C."]')).first()).toBeVisible();
  await continueButton(page).click();
  await page.getByRole('group', { name: 'Signed application' }).getByLabel('Choose files').setInputFiles(signedPdf('application-signed.pdf'));
  await expect(page.getByRole('link', { name: 'Download application-signed.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Your application was submitted and is pending evaluation. An offer will be sent to you.').first()).toBeVisible({ timeout: 30_000 });

  // What was submitted: the member as typed, and no crop appendix.
  const stored = (await (await request.get(`/api/applications/${id}`, { headers })).json()) as { status: string; reference: string; answers: Record<string, unknown> };
  expect(stored.status).toBe('submitted');
  expect(stored.answers['producer-group']).toMatchObject({ members: [{ name: 'Acuícola Mazarrón S.C.', ggn: '4049929999992', sites: 2, products: ['sea_bass', 'sea_bream'], area_ha: 24 }] });
  expect(stored.answers).not.toHaveProperty('appendix-1');

  // A second application for the same standard is refused as soon as its scope is chosen, naming this one.
  const again = await request.post('/api/applications', { headers, data: { type: 'globalgap', year: 2028 } });
  const second = ((await again.json()) as { application: { id: string } }).application.id;
  await request.put(`/api/applications/${second}/answers`, { headers, data: { answers: { general: fixture('globalgap/general') }, current_step: 'scope', row_version: 1 } });
  await page.goto(`/applications/global/edit/${second}`);
  await tick(page.getByRole('radio', { name: 'Integrated Farm Assurance v6 GFS' }));
  await continueButton(page).click();
  // the wizard stops with the reason at the top (the standard worded as the form words it), "Not saved" beside the title
  await expect(page.getByTestId('draft-refusal')).toContainText(`An active application for this standard already exists: Integrated Farm Assurance v6 GFS, year ${fixture('globalgap/general').year}, reference ${stored.reference}`);
  await expect(page.getByTestId('save-status')).toHaveText('Not saved');
});
