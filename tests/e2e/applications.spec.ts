import { expect, test } from '@playwright/test';
import { signIn } from './support';

test.use({ actionTimeout: 15_000 });
import { chooseInCell, continueButton, nextStep, signedPdf, tableCell, tick, typeInCell, useEnglish } from './wizard-support';

test('a Greek farmer fills in an organic plant-production application and submits it with the signed documents', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'demo.farmer.gr');
  await useEnglish(page);
  await page.getByRole('link', { name: 'New organic application' }).click();
  await expect(page.getByTestId('wizard-position')).toHaveText(/^Step 1 of \d+$/, { timeout: 60_000 });
  const totalBefore = Number((await page.getByTestId('wizard-position').textContent())!.match(/of (\d+)/)![1]);

  // General information: continuing without the year shows the error summary, nothing is lost.
  await tick(page.getByRole('radio', { name: 'Initial certification' }));
  await continueButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'year' }).first()).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Initial certification' })).toBeChecked();
  await page.getByLabel('Year').selectOption({ label: '2026' });
  await nextStep(page, 'Scope of certification');

  // Scope: choosing plant production adds the plant-production questionnaire to the steps.
  await tick(page.getByRole('radio', { name: 'Regulation (EU) 2018/848 on organic production' }));
  await tick(page.getByRole('radio', { name: 'Operator', exact: true }));
  await tick(page.getByRole('checkbox', { name: 'Plant production' }));
  // the sub-scope's production types appear with it; one is needed
  await tick(page.getByRole('checkbox', { name: 'Olives' }));
  await tick(page.getByRole('checkbox', { name: 'Production', exact: true }));
  await expect(page.getByTestId('wizard-position')).toHaveText(`Step 2 of ${totalBefore + 1}`);
  await nextStep(page, 'Handling sites');

  await page.getByRole('button', { name: 'Add handling site' }).click().catch(() => undefined);
  await page.getByLabel('Name', { exact: true }).first().fill('Κεντρική αποθήκη');
  await tick(page.getByRole('radio', { name: 'Main site' }).first());
  await nextStep(page, 'Certification options');

  for (const group of await page.getByRole('radiogroup').all()) await tick(group.getByRole('radio', { name: 'No' }));
  await nextStep(page, 'Plant production questionnaire');

  // a unit in Greece is also asked its OSDE declaration
  await tick(page.getByRole('radio', { name: 'Greece' }));
  await page.getByRole('textbox', { name: /^OSDE single-area-payment declaration number/ }).fill('2026-0312456');
  await page.getByRole('spinbutton', { name: /^Year of the OSDE declaration/ }).or(page.getByRole('textbox', { name: /^Year of the OSDE declaration/ })).fill('2026');
  // the unit's name, manager and phone start from the profile (issue 47); changed here
  for (const name of [/^Name of the unit/, /^Person responsible/, /^Phone/]) await expect(page.getByRole('textbox', { name })).not.toHaveValue('');
  await page.getByRole('textbox', { name: /^Name of the unit/ }).fill('Βιολογικός Ελαιώνας Παπαδόπουλου');
  await page.getByRole('textbox', { name: /^Person responsible/ }).fill('Γιώργος Παπαδόπουλος');
  await page.getByRole('textbox', { name: /^Phone/ }).fill('6944123456');
  await page.getByRole('spinbutton', { name: /^Total area/ }).or(page.getByRole('textbox', { name: /^Total area/ })).fill('12.5');
  if ((await tableCell(page, 'Parcel number, row 1').count()) === 0) await page.getByRole('grid', { name: 'Parcels' }).locator('..').getByRole('button', { name: 'Add row' }).click();
  await typeInCell(page, 'Parcel number, row 1', '1042');
  await typeInCell(page, 'Crop type, row 1', 'Ελιά');
  if ((await tableCell(page, 'Crop, row 1').count()) === 0) await page.getByRole('grid', { name: 'Crops grown' }).locator('..').getByRole('button', { name: 'Add row' }).click();
  await typeInCell(page, 'Crop, row 1', 'Ελιά');
  await chooseInCell(page, 'Status, row 1', 'Organic');
  for (const question of [
    'Do any parcels border conventional fields?',
    'Do you transport the products yourself?',
    'Do you keep records of inputs, harvests and sales?',
  ]) {
    await tick(page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: 'Yes' }));
  }
  await tick(page.getByRole('radiogroup', { name: 'Do you collect wild plants?' }).getByRole('radio', { name: 'No' }));
  // parallel production was answered on the certification options: not asked again in other words (issue 47)
  await expect(page.getByRole('radiogroup', { name: 'Do you grow the same crop organically and conventionally?' })).toHaveCount(0);
  await page.getByRole('textbox', { name: /^How a product is traced back to its parcel/ }).fill('Κάθε παρτίδα φέρει τον αριθμό του αγροτεμαχίου.');
  // A crop grown on no parcel is named before the step is left (the rule the server applies at submission).
  await typeInCell(page, 'Crop, row 1', 'Αμπέλι');
  await continueButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: '“Αμπέλι” is not grown on any parcel' })).toBeVisible();
  await typeInCell(page, 'Crop, row 1', 'Ελιά');
  await nextStep(page, 'Responsible statement');

  for (const box of await page.getByRole('checkbox').all()) await tick(box);
  await nextStep(page, 'Protection of personal data');
  await tick(page.getByRole('checkbox'));
  await nextStep(page, 'Terms of use');
  await tick(page.getByRole('checkbox'));
  await continueButton(page).click();

  // Review: every answer, read-only, nothing marked incomplete before the submission step.
  await expect(page.getByRole('heading', { name: 'Review your answers', level: 2 })).toBeVisible();
  await expect(page.getByText('Βιολογικός Ελαιώνας Παπαδόπουλου').or(page.locator('input[value="Βιολογικός Ελαιώνας Παπαδόπουλου"]')).first()).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Submission: the application as a PDF, then the signed documents.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the application (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^application-BIO-\d{4}-\d{6}\.pdf$/);
  // organic asks for a signed standing order: it is offered filled in from the profile
  const order = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the standing order (PDF)' }).click();
  expect((await order).suggestedFilename()).toMatch(/^standing-order-BIO-\d{4}-\d{6}\.pdf$/);
  await page.getByRole('group', { name: 'Signed application' }).getByLabel('Choose files').setInputFiles(signedPdf('application-signed.pdf'));
  await page.getByRole('group', { name: 'Signed standing order' }).getByLabel('Choose files').setInputFiles(signedPdf('standing-order.pdf'));
  await expect(page.getByRole('link', { name: 'Download standing-order.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit application' }).click();

  await expect(page).toHaveURL(/\/applications\/bio\/inner\//);
  // said once: the page's banner, no toast repeating it
  await expect(page.getByText('Your application was submitted and is pending evaluation. An offer will be sent to you.')).toHaveCount(1);
  // said once: a reload (when the offer may already have come) does not announce it again
  await page.reload();
  await expect(page.getByTestId('application-reference')).toBeVisible();
  await expect(page.getByText('An offer will be sent to you', { exact: false })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to my applications' }).click();
  await expect(page.getByTestId('application-row').filter({ hasText: 'Submitted' })).toHaveCount(1);
});

test('a consultant starts a GLOBALG.A.P. application for one of their customers', async ({ page }) => {
  await signIn(page, 'demo.consultant');
  await useEnglish(page);
  await page.getByRole('link', { name: 'New GLOBALG.A.P. application' }).click();
  await expect(page.getByRole('heading', { name: 'GLOBALG.A.P. certification application' })).toBeVisible();
  // Starting without a customer is refused with the field's message.
  await page.getByRole('button', { name: 'Start application' }).click();
  await expect(page.getByText('Choose the customer the application is for').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Customer', exact: true }).selectOption({ label: 'Lucía García' });
  await tick(page.getByRole('radio', { name: 'The customer' }));
  await page.getByRole('button', { name: 'Start application' }).click();

  await expect(page).toHaveURL(/\/applications\/global\/edit\//);
  await expect(page.getByTestId('wizard-customer')).toHaveText('Lucía García');
  await page.getByLabel('Year').selectOption({ label: '2027' });
  await tick(page.getByRole('radio', { name: 'Renewal' }));
  await nextStep(page, 'GLOBALG.A.P. scope');
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved at/);

  await page.getByRole('link', { name: 'My applications' }).click();
  const row = page.getByTestId('application-row').filter({ hasText: 'Lucía García' });
  await expect(row).toContainText('GLOBALG.A.P.');
  await expect(row).toContainText('2027');
  await expect(row).toContainText('Draft');
  // The customer filter narrows the list to that customer.
  await page.getByRole('combobox', { name: 'Customer', exact: true }).selectOption({ label: 'Γιώργος Παπαδόπουλος' });
  await expect(page.getByTestId('application-row').filter({ hasText: 'Lucía García' })).toHaveCount(0);
  await expect(page).toHaveURL(/customer_id=\d+/);
});

test('deleting a draft asks first, says it cannot be undone, and removes it', async ({ page }) => {
  await signIn(page, 'demo.farmer.es');
  await useEnglish(page);
  await page.getByRole('link', { name: 'New GLOBALG.A.P. application' }).click();
  await expect(page.getByTestId('wizard-position')).toBeVisible();
  await page.getByLabel('Year').selectOption({ label: '2028' });
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved at/);
  await page.getByRole('link', { name: 'My applications' }).click();
  const row = page.getByTestId('application-row').filter({ hasText: '2028' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete draft' }).click();
  await expect(page.getByText('The application was deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('Back from the wizard of a new application returns to the list it was started from', async ({ page }) => {
  await signIn(page, 'demo.farmer.es');
  await useEnglish(page);
  await page.getByRole('link', { name: 'New GLOBALG.A.P. application' }).click();
  await expect(page.getByTestId('wizard-position')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'My applications', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // and Forward opens the same draft again
  await page.goForward();
  await expect(page.getByTestId('wizard-position')).toBeVisible();
  await expect(page).toHaveURL(/\/applications\/global\/edit\/[0-9a-f-]{36}$/);
});
