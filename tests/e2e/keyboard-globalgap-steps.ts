import { expect, type Page } from '@playwright/test';
import { chooseRadio, expectVisibleFocusRing, fillByKeyboard, press, pressGreekKeys, pressUntilFocused, tick } from './keyboard-support';
import { continueTo, tabIntoGrid, typeInGrid } from './keyboard-wizard';
import { expectNoViolations } from './axe-support';

// The steps GLOBALG.A.P. has of its own, answered by keyboard alone, in Greek, for a single
// producer (option 1) of fruit and vegetables: the scope, the GGN, Appendix 1 (the producer, the
// production units' and the products' grids) and Appendix 2 (its units chosen in their cell's
// dialog). The steps both wizards share are keyboard-steps.ts'. Each starts with focus on the
// step's heading and leaves it on the next step's; once the scope is answered there are 12.

export const GLOBALGAP_STEPS = 12;
const group = (page: Page, name: string | RegExp) => page.getByRole('radiogroup', { name });
const textbox = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });
const focused = (page: Page) => page.locator(':focus');

/** Step 2: the standard and option 1 by arrows, the sub-scope's tick box, the yes-or-no questions that add or leave out steps. */
export async function answerGlobalgapScope(page: Page) {
  await chooseRadio(page, group(page, /^Πρότυπο/), 'Integrated Farm Assurance v6 Smart');
  await chooseRadio(page, group(page, /^Επιλογή πιστοποίησης/), 'Επιλογή 1: μεμονωμένος παραγωγός');
  await tick(page, page.getByRole('checkbox', { name: 'Φρούτα και λαχανικά' }));
  await chooseRadio(page, group(page, /^Περιλαμβάνεται η συγκομιδή/), 'Ναι');
  // no handling, subcontractors nor suppliers: their steps stay out
  for (const question of [/^Περιλαμβάνεται ο χειρισμός/, /^Υπεργολάβοι/, /^Αγοράζετε προϊόντα/]) await chooseRadio(page, group(page, question), 'Όχι');
  await continueTo(page, 3, GLOBALGAP_STEPS);
}

/** Step 3: a GGN requested (the legal form comes from the account), the consent given. */
export async function answerGgn(page: Page) {
  await chooseRadio(page, group(page, /^GGN/), 'Ζητώ να εκδοθεί GGN');
  await expect(page.getByRole('combobox', { name: 'Νομική μορφή' }).locator('option:checked')).toHaveText('Φυσικό πρόσωπο');
  await chooseRadio(page, group(page, /^Συμφωνώ να καταχωριστούν/), 'Ναι');
  await continueTo(page, 4, GLOBALGAP_STEPS);
}

/**
 * Step 6, Appendix 1: the producer's address typed (name, phone and e-mail come from the
 * account), a production unit typed across its grid's row, a product chosen in its grid by its
 * first letters, its harvest ticked from the scope's answer (its parallel boxes left unticked: "No"), the
 * data-release level, the declaration.
 */
export async function answerAppendix1(page: Page) {
  await fillByKeyboard(page, textbox(page, /^Οδός$/), 'Εθνικής Οδού');
  await fillByKeyboard(page, textbox(page, /^Αριθμός$/), '12');
  await fillByKeyboard(page, textbox(page, /^Ταχυδρομικός κώδικας$/), '63080');
  await fillByKeyboard(page, textbox(page, /^Πόλη$/), 'Νάουσα');
  await tabIntoGrid(page, page.getByRole('grid', { name: /^Μονάδες παραγωγής/ }), 'units');
  await expect(focused(page)).toHaveAccessibleName(/^Κωδικός, γραμμή 1/);
  await typeInGrid(page, ['PU-01', 'Κάμπος', 'Μηλιές', '4', '0', '40.6401', '22.9444']);
  await tabIntoGrid(page, page.getByRole('grid', { name: /^Καλλιέργειες και προϊόντα/ }), 'products');
  await expect(focused(page)).toHaveAccessibleName(/^Προϊόν, γραμμή 1/);
  await pressGreekKeys(page, 'Μήλ');
  await expect(focused(page).locator('option:checked')).toHaveText('Μήλα');
  // its harvest is the scope's answer ("Ναι"), ticked as the product is chosen (issue 47)
  await pressUntilFocused(page, page.getByRole('checkbox', { name: /^Περιλαμβάνεται συγκομιδή, γραμμή 1/ }), 'ArrowRight', 4);
  await expect(focused(page)).toBeChecked();
  await chooseRadio(page, group(page, /^Επίπεδο δημοσιοποίησης/), '1.2: όπως το 1.1, και επωνυμία και διεύθυνση');
  await tick(page, page.getByRole('checkbox', { name: /Κατανοώ ότι λανθασμένα/ }));
  await continueTo(page, 7, GLOBALGAP_STEPS);
}

/**
 * Step 7, Appendix 2: the product comes from Appendix 1; its units chosen in the cell's dialog
 * (Enter opens it, Space ticks, "Τέλος" keeps; axe on the dialog), its area typed, its
 * cultivation and harvest chosen by their first letters; its other boxes left unticked ("No").
 */
export async function answerAppendix2(page: Page) {
  const units = page.getByRole('button', { name: /^Μονάδες παραγωγής.*, γραμμή 1(: —)?$/ });
  await tabIntoGrid(page, page.getByRole('grid').filter({ has: units }), 'appendix-2');
  await pressUntilFocused(page, units, 'ArrowRight', 4);
  await press(page, 'Enter');
  const dialog = page.getByRole('dialog');
  const unit = dialog.getByRole('checkbox', { name: 'PU-01' });
  await pressUntilFocused(page, unit, 'Tab', 10);
  await expectVisibleFocusRing(page);
  await press(page, 'Space');
  await expect(unit).toBeChecked();
  await expectNoViolations(page, "Appendix 2, the units' dialog");
  await pressUntilFocused(page, dialog.getByRole('button', { name: 'Τέλος' }), 'Tab', 20);
  await press(page, 'Enter');
  await expect(page.getByRole('button', { name: /^Μονάδες παραγωγής.*, γραμμή 1: PU-01$/ })).toBeFocused();
  await press(page, 'ArrowRight');
  await typeInGrid(page, ['4', null]);
  await pressGreekKeys(page, 'Υπαί');
  await expect(focused(page).locator('option:checked')).toHaveText('Υπαίθρια');
  await press(page, 'ArrowRight');
  await pressGreekKeys(page, 'Πρώ');
  await expect(focused(page).locator('option:checked')).toHaveText('Πρώτη συγκομιδή');
  await continueTo(page, 8, GLOBALGAP_STEPS);
}
