import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';
import { chooseInCell, continueButton, nextStep, signedPdf, tableCell, tick, typeInCell, useEnglish } from './wizard-support';

test.use({ actionTimeout: 15_000 });

const yes = (page: Page, question: string) => tick(page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: 'Yes' }));
const no = (page: Page, question: string) => tick(page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: 'No' }));
const numberField = (page: Page, name: RegExp) => page.getByRole('spinbutton', { name }).or(page.getByRole('textbox', { name }));

/** Adds a first row to a table that has none yet. */
async function firstRow(page: Page, grid: string, cell: string) {
  if ((await tableCell(page, cell).count()) > 0) return;
  // the innermost group titled so (the groups around it have the heading too)
  const table = page.getByRole('group').filter({ has: page.getByRole('heading', { name: grid, exact: true }) }).last();
  await table.getByRole('button', { name: 'Add row' }).first().click();
}

/** The sections every organic questionnaire closes with. */
async function closingSections(page: Page) {
  await yes(page, 'Is there conventional production on or next to the unit?');
  await no(page, 'Do you transport the products yourself?');
  await page.getByRole('textbox', { name: /^How a lot is traced back to its origin/ }).fill('Ημερολόγιο παραγωγής και πωλήσεων ανά παρτίδα.');
  await yes(page, 'Do you keep records of purchases, production, stock and sales?');
  await tick(page.getByRole('checkbox', { name: /^I will keep the organic records for at least 5 years/ }));
}

test('a Greek farmer applies for animal production and beekeeping: each sub-scope brings its questionnaire, and the application is submitted', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'demo.farmer.gr');
  await useEnglish(page);
  await page.getByRole('link', { name: 'New organic application' }).click();
  await expect(page.getByTestId('wizard-position')).toHaveText(/^Step 1 of \d+$/, { timeout: 60_000 });
  const before = Number((await page.getByTestId('wizard-position').textContent())!.match(/of (\d+)/)![1]);

  await tick(page.getByRole('radio', { name: 'Initial certification' }));
  await page.getByLabel('Year').selectOption({ label: '2027' });
  await nextStep(page, 'Scope of certification');

  await tick(page.getByRole('radio', { name: 'Regulation (EU) 2018/848 on organic production' }));
  await tick(page.getByRole('radio', { name: 'Operator', exact: true }));
  await tick(page.getByRole('checkbox', { name: 'Animal production (including poultry)' }));
  await tick(page.getByRole('checkbox', { name: 'Beekeeping' }));
  await tick(page.getByRole('checkbox', { name: 'Production', exact: true }));
  // two sub-scopes, two questionnaires more
  await expect(page.getByTestId('wizard-position')).toHaveText(`Step 2 of ${before + 2}`);
  // each chosen sub-scope needs a production type before the step is left
  await continueButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose at least one production type for Animal production' }).first()).toBeVisible();
  await tick(page.getByRole('checkbox', { name: 'Sheep' }));
  await tick(page.getByRole('checkbox', { name: 'Honey' }));
  await nextStep(page, 'Handling sites');

  await page.getByRole('button', { name: 'Add handling site' }).click().catch(() => undefined);
  await page.getByLabel('Name', { exact: true }).first().fill('Στάνη Οικονόμου');
  await tick(page.getByRole('radio', { name: 'Main site' }).first());
  await nextStep(page, 'Certification options');
  for (const group of await page.getByRole('radiogroup').all()) await tick(group.getByRole('radio', { name: 'No' }));
  await nextStep(page, 'Animal production, including poultry');

  // Animal production
  await tick(page.getByRole('radio', { name: 'Greece' }));
  await page.getByRole('textbox', { name: /^Livestock holding code/ }).fill('GR-41-0231');
  await page.getByRole('textbox', { name: /^Name of the unit/ }).fill('Κτηνοτροφική Μονάδα Οικονόμου');
  await page.getByRole('textbox', { name: /^Address or location of the unit/ }).fill('Θέση Παλιάμπελα, Τύρναβος');
  await page.getByRole('textbox', { name: /^Person responsible/ }).fill('Δημήτρης Οικονόμου');
  await page.getByRole('textbox', { name: /^Phone of the person responsible/ }).fill('6944556677');
  await firstRow(page, 'Animal categories', 'Kind, row 1');
  await chooseInCell(page, 'Kind, row 1', 'Goats');
  await typeInCell(page, 'Population, row 1', '320');
  await numberField(page, /^Feed from your own holding/).fill('75');
  await numberField(page, /^Organic share of the ration/).fill('100');
  await page.getByRole('textbox', { name: /^Preventive measures/ }).fill('Τοπική φυλή, εναλλαγή βοσκοτόπων.');
  await closingSections(page);
  // goats are not the species registered on the scope step: said before the step is left
  await continueButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Goats is not among the species registered' }).first()).toBeVisible();
  await chooseInCell(page, 'Kind, row 1', 'Sheep');
  await nextStep(page, 'Beekeeping');

  // Beekeeping
  await tick(page.getByRole('radio', { name: 'Greece' }));
  await page.getByRole('textbox', { name: /^Beekeeper register number/ }).fill('ΧΑΛ-05512');
  await page.getByRole('textbox', { name: /^Name of the unit/ }).fill('Μελισσοκομείο Θυμαριά');
  await page.getByRole('textbox', { name: /^Address or location of the unit/ }).fill('Αγ. Νικόλαος, Χαλκιδική');
  await page.getByRole('textbox', { name: /^Person responsible/ }).fill('Μαρία Παππά');
  await page.getByRole('textbox', { name: /^Phone of the person responsible/ }).fill('6977001122');
  await numberField(page, /^Hives in total/).fill('100');
  await firstRow(page, 'Hive locations', 'Category, row 1');
  await chooseInCell(page, 'Category, row 1', 'Permanent');
  await typeInCell(page, 'Location, row 1', 'Πλατανάκια');
  await typeInCell(page, 'Hives, row 1', '100');
  // the row's coordinates, typed in its map dialog (the map itself needs tiles this machine cannot reach)
  await page.getByRole('button', { name: 'Pick the location of row 1 on the map' }).click();
  const map = page.getByRole('dialog', { name: 'Location of row 1' });
  await map.getByLabel('Latitude', { exact: true }).fill('40.2489');
  await map.getByLabel('Longitude', { exact: true }).fill('23.6801');
  await map.getByRole('button', { name: 'Done' }).click();
  await expect(tableCell(page, 'Latitude, row 1')).toHaveAccessibleName('Latitude, row 1: 40.2489');
  await page.getByRole('textbox', { name: /^Nectar and pollen sources/ }).fill('Πευκοδάσος και θυμάρι.');
  await yes(page, 'Within 3 km the sources are essentially organic or wild');
  await tick(page.getByRole('radio', { name: 'Wood' }));
  await page.getByRole('textbox', { name: /^Origin of the wax and foundation/ }).fill('Κερί από τα δικά μας βιολογικά μελίσσια.');
  await no(page, 'Do you feed the colonies?');
  await page.getByRole('textbox', { name: /^Varroa control/ }).fill('Οξαλικό οξύ τον Δεκέμβριο.');
  await page.getByRole('textbox', { name: /^Where the honey is extracted/ }).fill('Μελιτοεξαγωγείο Αγ. Νικολάου');
  await yes(page, 'Own extraction room');
  await closingSections(page);
  await page.getByRole('group', { name: /^Map of the apiaries/ }).getByLabel('Choose files').setInputFiles(signedPdf('apiary-map.pdf'));
  await expect(page.getByRole('link', { name: 'Download apiary-map.pdf' })).toBeVisible();
  await nextStep(page, 'Responsible statement');

  for (const box of await page.getByRole('checkbox').all()) await tick(box);
  await nextStep(page, 'Protection of personal data');
  await tick(page.getByRole('checkbox'));
  await nextStep(page, 'Terms of use');
  await tick(page.getByRole('checkbox'));
  await continueButton(page).click();

  await expect(page.getByRole('heading', { name: 'Review your answers', level: 2 })).toBeVisible();
  await expect(page.getByText('Μελισσοκομείο Θυμαριά').or(page.locator('input[value="Μελισσοκομείο Θυμαριά"]')).first()).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await page.getByRole('group', { name: 'Signed application' }).getByLabel('Choose files').setInputFiles(signedPdf('application-signed.pdf'));
  await page.getByRole('group', { name: 'Signed standing order' }).getByLabel('Choose files').setInputFiles(signedPdf('standing-order.pdf'));
  await expect(page.getByRole('link', { name: 'Download standing-order.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/applications\/bio\/inner\//);
  await expect(page.getByText('Your application was submitted and is pending evaluation. An offer will be sent to you.').first()).toBeVisible();
});
