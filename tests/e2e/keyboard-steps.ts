import { expect, type Page } from '@playwright/test';
import { chooseRadio, chooseWithArrows, expectVisibleFocusRing, fillByKeyboard, press, pressGreekKeys, pressUntilFocused, shot, tick, typeOver } from './keyboard-support';
import { continueTo, expectSummaryLinksLand, tabIntoGrid, typeInGrid, uploadByKeyboard } from './keyboard-wizard';
import { signedPdf } from './wizard-support';

// Each step of the organic wizard (plant production) answered by keyboard alone, in Greek.
// Each starts with focus on the step's heading and leaves it on the next step's.

const group = (page: Page, name: string | RegExp) => page.getByRole('radiogroup', { name });
const textbox = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });
const slow = expect.configure({ timeout: 60_000 });

/** Step 1 (of both wizards): the year from its list, the purpose from its radio group, a proposed inspection date typed. */
export async function answerGeneral(page: Page, year: number, total = 9) {
  await expectSummaryLinksLand(page);
  const yearList = page.getByRole('combobox', { name: 'Έτος' });
  await pressUntilFocused(page, yearList, 'Shift+Tab', 10);
  await chooseWithArrows(page, yearList, String(year));
  const purpose = group(page, /^Σκοπός της αίτησης/);
  await expect(purpose).toHaveAttribute('aria-required', 'true');
  await chooseRadio(page, purpose, 'Αρχική πιστοποίηση');
  await shot(page, 'radio-focused');
  // a date is typed as written (dd/mm/yyyy) and read back in words
  await fillByKeyboard(page, textbox(page, /^Προτεινόμενη ημερομηνία επιθεώρησης/), `15/05/${year}`);
  await expect(page.getByText(`15 Μαΐου ${year}`)).toBeVisible();
  // until the scope names plant production, the organic wizard has nine steps (`total` the next step shows)
  await continueTo(page, 2, total);
}

/** Step 2: the standard, the kind of business, and tick boxes that add the plant-production step. */
export async function answerScope(page: Page) {
  await expectSummaryLinksLand(page);
  await chooseRadio(page, group(page, /^Πρότυπο/), 'Κανονισμός (ΕΕ) 2018/848 για τη βιολογική παραγωγή');
  await chooseRadio(page, group(page, /^Τύπος επιχείρησης/), 'Επιχείρηση (μεμονωμένος παραγωγός)');
  await tick(page, page.getByRole('checkbox', { name: 'Φυτική παραγωγή' }));
  await tick(page, page.getByRole('checkbox', { name: 'Ελιές' }));
  await tick(page, page.getByRole('checkbox', { name: 'Παραγωγή', exact: true }));
  await continueTo(page, 3);
}

/**
 * Step 3: a site's name, its region through the cascade of lists (typed ahead), its location
 * typed, cleared and typed again; a second site added and removed again.
 */
export async function answerHandlingSites(page: Page) {
  await answerFirstSite(page);
  await addAndRemoveSite(page);
  await continueTo(page, 4);
}

/** The first handling site (of both wizards): its name, its region typed ahead, its address, its location typed, cleared and typed again. */
export async function answerFirstSite(page: Page) {
  await fillByKeyboard(page, textbox(page, 'Επωνυμία').first(), 'Κεντρική αποθήκη');
  const region = page.getByRole('combobox', { name: 'Περιφέρεια' }).first();
  await pressUntilFocused(page, region);
  await shot(page, 'select-focused');
  await pressGreekKeys(page, 'Κεντ');
  await expect(region.locator('option:checked')).toHaveText('Κεντρικής Μακεδονίας');
  const unit = page.getByRole('combobox', { name: 'Νομός' }).first();
  await slow(unit).toBeEnabled();
  await pressUntilFocused(page, unit);
  await press(page, 'ArrowDown');
  await expect(unit.locator('option:checked')).not.toHaveText('Επιλέξτε…');
  await fillByKeyboard(page, textbox(page, 'Οδός').first(), 'Εθνικής Οδού');
  await fillByKeyboard(page, textbox(page, 'Αριθμός').first(), '12');
  await fillByKeyboard(page, textbox(page, 'Ταχυδρομικός κώδικας').first(), '63080');

  const latitude = textbox(page, 'Γεωγραφικό πλάτος').first();
  await fillByKeyboard(page, latitude, '40.4172');
  await press(page, 'Tab');
  await typeOver(page, '23.1914');
  await press(page, 'Tab');
  const clear = page.getByRole('button', { name: 'Καθαρισμός τοποθεσίας' }).first();
  await expect(clear).toBeFocused();
  await expectVisibleFocusRing(page);
  await shot(page, 'clear-location-focused');
  await press(page, 'Enter');
  // the person continues at the latitude, to type a new point
  await expect(latitude).toBeFocused();
  await expect(latitude).toHaveValue('');
  await typeOver(page, '40.4172');
  await press(page, 'Tab');
  await typeOver(page, '23.1914');
  // the map after them is a named stop of its own
  await pressUntilFocused(page, page.getByRole('application', { name: /^Χάρτης/ }).first(), 'Tab', 6);
  await expectVisibleFocusRing(page);
  await shot(page, 'map-focused');
}

/** A second site, then removed again: its confirmation by keyboard, focus where one continues. */
async function addAndRemoveSite(page: Page) {
  const add = page.getByRole('button', { name: 'Προσθήκη εγκατάστασης χειρισμού' });
  await pressUntilFocused(page, add, 'Tab', 150);
  await press(page, 'Enter');
  // the new site's heading takes focus: its fields follow
  const second = page.getByRole('listitem', { name: 'Εγκατάσταση χειρισμού 2' });
  await expect(second.getByRole('heading', { level: 3, name: 'Εγκατάσταση χειρισμού 2' })).toBeFocused();
  const remove = second.getByRole('button', { name: /^Αφαίρεση/ });
  await pressUntilFocused(page, remove, 'Tab', 150);
  await press(page, 'Enter');
  // the question in place: its Cancel has focus; Escape cancels and focus returns to Remove
  await expect(second.getByRole('button', { name: 'Ακύρωση' })).toBeFocused();
  await shot(page, 'remove-site-question');
  await press(page, 'Escape');
  await expect(remove).toBeFocused();
  await press(page, 'Enter');
  await pressUntilFocused(page, second.getByRole('button', { name: /^Ναι/ }), 'Shift+Tab', 3);
  await press(page, 'Enter');
  await expect(second).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3, name: /^Εγκατάσταση χειρισμού 1/ })).toBeFocused();
}

/** Organic's three yes-or-no questions of the certification options (issue 47: GLOBALG.A.P. asks two more). */
export const ORGANIC_OPTIONS = ['Παράλληλη παραγωγή', 'Παράλληλη ιδιοκτησία', 'Κεντρική διαχείριση προϊόντων'];

/** Step 4: the certification options, each a yes-or-no radio group, every one a problem until answered "Όχι" with the arrows. */
export async function answerCertificationOptions(page: Page, questions = ORGANIC_OPTIONS, next = 5, total = 10) {
  const problems = await expectSummaryLinksLand(page);
  expect(problems).toBe(questions.length);
  for (const question of questions) await chooseRadio(page, group(page, question), 'Όχι');
  await continueTo(page, next, total);
}

/**
 * Step 5: the unit's details, the parcel and crop grids typed as in a spreadsheet (Enter never
 * sends the step nor leaves blank rows), the yes-or-no questions, and a parcel map uploaded.
 */
export async function answerPlantProduction(page: Page) {
  await expectSummaryLinksLand(page);
  // the unit's country comes from the customer (issue 47): already chosen, so no longer the first
  // problem; focus goes back up to it, and the unit's fields are typed from there
  const greece = group(page, /^Χώρα της μονάδας/).getByRole('radio', { name: 'Ελλάδα', exact: true });
  await expect(greece).toBeChecked();
  await pressUntilFocused(page, greece, 'Shift+Tab', 150);
  await fillByKeyboard(page, textbox(page, /^Επωνυμία μονάδας/), 'Βιολογικός Ελαιώνας Δοκιμής');
  await fillByKeyboard(page, textbox(page, /^Υπεύθυνος μονάδας/), 'Άννα Δοκιμή');
  await fillByKeyboard(page, textbox(page, /^Τηλέφωνο/), '6944123456');
  await fillByKeyboard(page, textbox(page, /^Συνολική έκταση/), '12');
  await fillByKeyboard(page, textbox(page, /^Αριθμός δήλωσης ΟΣΔΕ/), '2026-0312456');
  await fillByKeyboard(page, textbox(page, /^Έτος της δήλωσης ΟΣΔΕ/), '2026');

  const parcels = page.getByRole('grid', { name: /^Αγροτεμάχια/ });
  await tabIntoGrid(page, parcels, 'parcels');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Αριθμός αγροτεμαχίου, γραμμή 1/);
  await typeInGrid(page, ['1042', 'Κάμπος', null, '12', 'Ελιά']);
  // Enter moves down; below the last row it adds one, and a row so added and left blank goes again
  const rows = await parcels.getAttribute('aria-rowcount');
  for (let i = 0; i < 3; i += 1) await press(page, 'Enter');
  await expect(page.getByTestId('wizard-position')).toHaveText('Βήμα 5 από 10');
  await press(page, 'ArrowUp');
  await expect(parcels).toHaveAttribute('aria-rowcount', rows!);

  // "same crop both ways?" is step 4's parallel production, not asked again (issue 47)
  await expect(group(page, /^Έχετε την ίδια καλλιέργεια/)).toHaveCount(0);
  await chooseRadio(page, group(page, /^Συλλέγετε αυτοφυή φυτά/), 'Όχι');
  const crops = page.getByRole('grid', { name: /^Καλλιέργειες/ });
  await tabIntoGrid(page, crops, 'crops');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Καλλιέργεια, γραμμή 1/);
  // the status list takes its choice by its first letters, as any list does
  await typeInGrid(page, ['Ελιά', null, null]);
  await pressGreekKeys(page, 'Βιολ');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Καθεστώς, γραμμή 1/);
  await expect(page.locator(':focus option:checked')).toHaveText('Βιολογική');
  await chooseRadio(page, group(page, /^Συνορεύουν αγροτεμάχια/), 'Όχι');
  await chooseRadio(page, group(page, /^Μεταφέρετε τα προϊόντα/), 'Όχι');
  await fillByKeyboard(page, textbox(page, /^Πώς ένα προϊόν ιχνηλατείται/), 'Κάθε παρτίδα φέρει τον αριθμό του αγροτεμαχίου.');
  await chooseRadio(page, group(page, /^Τηρείτε αρχεία/), 'Ναι');
  await uploadByKeyboard(page, 'Χάρτες αγροτεμαχίων', signedPdf('χάρτης-αγροτεμαχίων.pdf'));
  await continueTo(page, 6);
}

/** The declarations' steps (organic's 6–8): each statement's tick box, ticked with Space. */
export async function acceptDeclarations(page: Page, next: number, total = 10) {
  await expectSummaryLinksLand(page);
  const form = page.locator('form');
  const boxes = await form.getByRole('checkbox').count();
  for (let i = 0; i < boxes; i += 1) await tick(page, form.getByRole('checkbox').nth(i));
  await shot(page, `declaration-focused-${next - 1}`);
  await continueTo(page, next, total);
}
