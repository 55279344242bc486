import { expect, type Locator, type Page } from '@playwright/test';
import { expectNamedFocus, expectVisibleFocusRing, follow, press, pressUntilFocused, shot } from './keyboard-support';

// The organic wizard walked by keyboard alone, in Greek: what a person meets on every step.

export const continueButton = (page: Page) => page.getByRole('button', { name: 'Αποθήκευση και συνέχεια' });
export const errorSummary = (page: Page) => page.getByRole('alert').filter({ hasText: 'Υπάρχει πρόβλημα' });
const slow = expect.configure({ timeout: 60_000 });

/** "Save and continue" by keyboard: focus goes to the heading that names the next step, as does the title. */
export async function continueTo(page: Page, position: number, total = 10) {
  await pressUntilFocused(page, continueButton(page), 'Tab', 400);
  await expectVisibleFocusRing(page);
  await follow(page);
  const heading = page.getByRole('heading', { level: 1, name: new RegExp(`Βήμα ${position} από ${total}`) });
  await slow(heading).toBeFocused();
  await expect(page).toHaveTitle(new RegExp(`^Βήμα ${position} από ${total}: .+ · Πύλη AgriCert$`));
  await expectNamedFocus(page);
}

/** Where an error-summary link landed: on the field of its id, or on the first choice of its group. */
function landedOn(page: Page, id: string) {
  return page.evaluate((target) => {
    const active = document.activeElement as HTMLElement;
    const field = document.getElementById(target);
    const own = active.id === target || active.id.startsWith(`${target}-`) || active.getAttribute('name') === target;
    // a field of several parts (an upload, a location) gives focus to its first control
    const within = !!field && field !== active && field.contains(active);
    return { ok: own || within, what: `${active.tagName}#${active.id}[name=${active.getAttribute('name')}]` };
  }, id);
}

/**
 * "Save and continue" with the step's questions unanswered: the error summary takes focus, and
 * each of its links, followed with Enter, puts focus on its field (a group's first choice).
 * The links are followed from the last to the first, coming back to the summary with
 * Shift+Tab, so that focus ends on the first question that needs an answer.
 */
export async function expectSummaryLinksLand(page: Page, sendButton = continueButton(page)) {
  await pressUntilFocused(page, sendButton, 'Tab', 400);
  await press(page, 'Enter');
  const summary = errorSummary(page);
  await slow(summary).toBeFocused();
  await expectVisibleFocusRing(page);
  await shot(page, `summary-focused-${await page.getByTestId('wizard-position').textContent()}`.replace(/\s+/g, '_'));
  const links = summary.getByRole('link');
  const count = await links.count();
  expect(count, 'the summary names at least one problem').toBeGreaterThan(0);
  const landed: string[] = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    const link = links.nth(i);
    await pressUntilFocused(page, link, i === count - 1 ? 'Tab' : 'Shift+Tab', 400);
    await expectVisibleFocusRing(page);
    const id = decodeURIComponent((await link.getAttribute('href'))!.slice(1));
    const text = (await link.textContent()) ?? '';
    await press(page, 'Enter');
    const where = await landedOn(page, id);
    if (i === 0) await shot(page, `summary-link-landed-${id}`);
    if (!where.ok) landed.push(`"${text}" (#${id}) left focus on ${where.what}`);
  }
  expect(landed, 'error-summary links that did not land on their field').toEqual([]);
  return count;
}

/** Leaves the focused grid cell for the one to its right (a typed cell first keeps its text). */
export async function typeInGrid(page: Page, cells: (string | null)[]) {
  for (const [index, text] of cells.entries()) {
    if (text !== null) await page.keyboard.type(text);
    await expectNamedFocus(page);
    if (index < cells.length - 1) await press(page, 'ArrowRight');
  }
}

/** The grid's one tab stop reached with Tab; answers the focused cell. */
export async function tabIntoGrid(page: Page, grid: Locator, name: string) {
  for (let i = 0; i < 150 && !(await grid.evaluate((element) => element.contains(document.activeElement))); i += 1) await press(page, 'Tab');
  await expectVisibleFocusRing(page);
  await shot(page, `grid-focused-${name}`);
  return expectNamedFocus(page);
}

/**
 * An upload by keyboard: Tab to the upload button (which says what it uploads), Space opens
 * the file chooser; the file is listed once uploaded and focus stays on a named control.
 */
export async function uploadByKeyboard(page: Page, what: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const button = page.getByLabel(`Επιλογή αρχείων: ${what}`, { exact: true }).or(page.getByLabel(`Επιλογή αρχείου: ${what}`, { exact: true }));
  await pressUntilFocused(page, button, 'Tab', 300);
  await expectVisibleFocusRing(page);
  await shot(page, `upload-button-focused-${what}`);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles(file);
  await slow(page.getByRole('group', { name: what }).getByRole('link', { name: `Λήψη ${file.name}` })).toBeVisible();
  await expectNamedFocus(page);
}
