import { expect, type Page } from '@playwright/test';
import { wcagViolations } from './axe-support';
import { chooseWithArrows, expectNamedFocus, expectVisibleFocusRing, follow, press, pressUntilFocused, shot, signInByKeyboard } from './keyboard-support';

const slow = expect.configure({ timeout: 60_000 });

/**
 * Staff, by keyboard alone: the work queue from the main menu, narrowed to organic applications
 * of the year, the customer's application by its link (focus on its heading), the review
 * recorded and the offer sent; the outcome is written on the page and takes focus.
 */
export async function staffSendsOffer(page: Page, application: { id: string; customerName: string }, width: number) {
  await signInByKeyboard(page, 'demo.staff', 'DemoPass2026');
  // the menu is above the page's heading, where focus is: back to it (on a phone, behind "Μενού")
  if (width < 1000) {
    await pressUntilFocused(page, page.getByRole('button', { name: 'Μενού' }), 'Shift+Tab');
    await press(page, 'Enter');
    await expect(page.getByRole('button', { name: 'Μενού' })).toHaveAttribute('aria-expanded', 'true');
  }
  await pressUntilFocused(page, page.getByRole('link', { name: 'Αιτήσεις προς επεξεργασία' }), width < 1000 ? 'Tab' : 'Shift+Tab');
  await expectVisibleFocusRing(page);
  await follow(page);
  await slow(page.getByRole('heading', { level: 1, name: 'Αιτήσεις προς επεξεργασία' })).toBeFocused();
  const type = page.getByRole('combobox', { name: 'Τύπος' });
  await pressUntilFocused(page, type);
  await chooseWithArrows(page, type, 'Βιολογική');
  await expect(page).toHaveURL(/type=bio/);

  // the link of this application (a retry of the test adds another of the same customer)
  const open = page.locator(`a[href="/staff/applications/${application.id}"]`);
  await slow(open).toBeVisible();
  await expect(open).toHaveAccessibleName(`Άνοιγμα της αίτησης — πελάτης: ${application.customerName}`);
  await pressUntilFocused(page, open, 'Tab', 300);
  await expectVisibleFocusRing(page);
  await shot(page, 'staff-queue-link');
  await follow(page);
  await slow(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expectNamedFocus(page);

  const outcome = page.getByRole('combobox', { name: 'Αποτέλεσμα του ελέγχου' });
  await slow(outcome).toBeVisible();
  await pressUntilFocused(page, outcome, 'Tab', 300);
  await expectVisibleFocusRing(page);
  await shot(page, 'staff-select-focused');
  await chooseWithArrows(page, outcome, 'Πλήρης: προετοιμασία προσφοράς');
  const risk = page.getByRole('combobox', { name: /^Επίπεδο κινδύνου/ });
  await pressUntilFocused(page, risk);
  await chooseWithArrows(page, risk, 'Μεσαίο');
  await pressUntilFocused(page, page.getByRole('button', { name: 'Καταχώριση ελέγχου' }));
  await press(page, 'Enter');
  const done = page.getByTestId('lifecycle-done');
  await slow(done).toBeFocused();
  await expectNamedFocus(page);

  const amount = page.getByLabel(/^Ποσό/);
  await pressUntilFocused(page, amount);
  await page.keyboard.type('850');
  const validUntil = page.getByLabel(/^Ισχύει έως/);
  await pressUntilFocused(page, validUntil);
  await page.keyboard.type(`30/06/${new Date().getUTCFullYear() + 1}`);
  await expectNamedFocus(page);
  const send = page.getByRole('button', { name: 'Αποστολή προσφοράς' });
  await pressUntilFocused(page, send);
  await expectVisibleFocusRing(page);
  await press(page, 'Enter');
  await slow(page.getByTestId('lifecycle-state')).toHaveText(/Η προσφορά στάλθηκε/);
  await expect(done).toBeFocused();
  // what was done and who was told, not one sentence for every action (issue 54)
  await expect(done).toHaveText(/^Η προσφορά στάλθηκε στον πελάτη \(.+\), που καλείται να απαντήσει\.$/);
  await shot(page, 'staff-offer-sent');
  // staff's page of the application, its outcome written on it: nothing against WCAG 2.2 AA
  expect(await wcagViolations(page)).toEqual([]);
}
