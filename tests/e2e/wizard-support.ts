import { expect, type Locator, type Page } from '@playwright/test';

/** A minimal real PDF: the server checks uploads by their magic bytes. */
export const signedPdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
});

/** Shows the portal in English for the rest of the test (the demo users' own language is Greek or Spanish). */
export async function useEnglish(page: Page) {
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(page.getByRole('link', { name: 'My applications' })).toBeVisible();
}

export const continueButton = (page: Page) => page.getByRole('button', { name: 'Save and continue' });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A table cell by its accessible name: "column, row n" for the active cell's field,
 * "column, row n: value" for a cell showing its value as text.
 */
export const tableCell = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escapeRegExp(label)}(: .*)?$`)).first();

/** Types into a table cell the way a person does: click it, type, leave with Tab. */
export async function typeInCell(page: Page, label: string, text: string) {
  await tableCell(page, label).click();
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', label);
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

/** Chooses an option in a table cell's list: click the cell, then pick from its select. */
export async function chooseInCell(page: Page, label: string, option: string) {
  await tableCell(page, label).click();
  await page.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
}

export async function nextStep(page: Page, title: string) {
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: title, level: 2 }).first()).toBeVisible();
}

export const card = (page: Page, name: string): Locator => page.getByRole('group', { name });

/**
 * Ticks a radio button or checkbox as a click on its label does: the native input is clicked
 * (Chakra draws its own control over it). Not at the input's coordinates: a control just
 * added above (a sub-scope's types) could move it between the measuring and the click, and
 * Playwright's wait for a still element is off for a covered input (`force`), so the click
 * landed on the neighbour now and then ("Vines" for "Olives").
 */
export async function tick(control: Locator) {
  await control.evaluate((input: HTMLInputElement) => {
    if (!input.checked) input.click();
  });
  await expect(control).toBeChecked();
}
