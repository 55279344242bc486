import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Where focus is, as a screen-reader user would hear it: never the page's body, always an
 * element with a name. Answers that element.
 */
export async function expectNamedFocus(page: Page): Promise<Locator> {
  const focused = page.locator(':focus');
  await expect(focused, 'focus fell to the page (nothing has it)').toHaveCount(1);
  await expect(focused).toHaveAccessibleName(/\S/);
  return focused;
}

/** Presses a key until the control has focus, as a keyboard user moves through a page. */
export async function pressUntilFocused(page: Page, control: Locator, key = 'Tab', presses = 60) {
  for (let i = 0; i < presses; i += 1) {
    if (await control.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(control).toBeFocused();
}

/**
 * The contrast of the focused control's focus indicator (its outline) against what surrounds
 * it: the nearest background behind the control (WCAG 1.4.11 asks 3:1; axe does not measure it).
 * Colours are read through a canvas, so any CSS colour syntax counts.
 */
export function focusRingContrast(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { contrast: 0, ring: 'none', around: 'none', width: 0, what: 'body' };
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data];
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const style = getComputedStyle(element);
    const width = parseFloat(style.outlineWidth) || 0;
    const ring = style.outlineStyle === 'none' ? 'none' : style.outlineColor;
    // what the ring is drawn on: outside the control, the first opaque background around it
    let around = 'rgb(255, 255, 255)';
    for (let node = element.parentElement; node; node = node.parentElement) {
      const background = getComputedStyle(node).backgroundColor;
      if (rgba(background)[3] === 255) {
        around = background;
        break;
      }
    }
    if (ring === 'none' || width === 0) return { contrast: 0, ring, around, width, what: element.outerHTML.slice(0, 80) };
    const [a, b] = [luminance(rgba(ring)), luminance(rgba(around))].sort((x, y) => y - x);
    return { contrast: (a + 0.05) / (b + 0.05), ring, around, width, what: element.outerHTML.slice(0, 80) };
  });
}

/** The focused control shows a focus ring of 3:1 or more against its surroundings. */
export async function expectVisibleFocusRing(page: Page) {
  const measured = await focusRingContrast(page);
  expect(measured.width, `no focus ring on ${measured.what}`).toBeGreaterThanOrEqual(2);
  expect(measured.contrast, `ring ${measured.ring} on ${measured.around}: ${measured.what}`).toBeGreaterThanOrEqual(3);
  return measured;
}

/** A native list's option chosen with the arrow keys (Chromium changes a closed list's value with them). */
export async function chooseWithArrows(page: Page, select: Locator, label: string) {
  await expect(select).toBeFocused();
  for (let i = 0; i < 40; i += 1) {
    const chosen = await select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.label ?? '');
    if (chosen === label) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`"${label}" is not among the options`);
}

/** Signs in by keyboard alone: the skip link first, then the two fields and Enter. */
export async function signInByKeyboard(page: Page, username: string, password: string) {
  await page.goto('/login');
  await expect(page).toHaveTitle('Σύνδεση · Πύλη AgriCert');
  // the sign-in page starts in its first field; the skip link is the page's first stop before it
  const usernameField = page.getByLabel('Όνομα χρήστη');
  await expect(usernameField).toBeFocused();
  const skip = page.getByRole('link', { name: 'Μετάβαση στο περιεχόμενο' });
  await pressUntilFocused(page, skip, 'Shift+Tab', 10);
  await expect(page.locator('a[href], button, input, select, textarea').first()).toBeFocused();
  await expectVisibleFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Συνδεθείτε στον λογαριασμό σας' })).toBeFocused();
  await pressUntilFocused(page, usernameField);
  await expectVisibleFocusRing(page);
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Κωδικός πρόσβασης/)).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  // the new page's heading has focus, not the body
  await expect(page.getByRole('heading', { level: 1, name: 'Οι αιτήσεις μου' })).toBeFocused({ timeout: 20_000 });
  await expect(page).toHaveTitle('Οι αιτήσεις μου · Πύλη AgriCert');
}
