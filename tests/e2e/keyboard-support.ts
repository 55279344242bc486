import { expect, type CDPSession, type Locator, type Page } from '@playwright/test';
// @ts-expect-error a plain ES module of scripts/ (no types): the Storybook loop measures rings too
import { measureFocusRing, weakFocusRings as weakRings } from '../../scripts/focus-rings.mjs';

export interface FocusRing {
  contrast: number;
  ring: string;
  around: string;
  width: number;
  what: string;
}

/** From where focus is, the next stops reached with Tab whose ring is below 2 px or 3:1, described. */
export const weakFocusRings = weakRings as (page: Page, stops?: number) => Promise<string[]>;

const sessions = new WeakMap<Page, Promise<CDPSession>>();
const cdpOf = (page: Page) => {
  if (!sessions.has(page)) sessions.set(page, page.context().newCDPSession(page));
  return sessions.get(page)!;
};

/**
 * The focused element as the browser's accessibility tree gives it to a screen reader (its
 * role and computed name), or null when focus is on the page's body. One round trip to
 * Chromium: cheap enough to ask after every key press of a long walk.
 */
export async function focusedNode(page: Page): Promise<{ role: string; name: string; tag: string; ignored: string | null } | null> {
  const cdp = await cdpOf(page);
  // an element removed from the page may stay the active one until the browser next renders:
  // that is focus lost all the same
  const { result } = await cdp.send('Runtime.evaluate', { expression: '(() => { const a = document.activeElement; return !a || a === document.body || !a.isConnected ? null : a; })()' });
  if (!result.objectId) return null;
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { objectId: result.objectId, fetchRelatives: false });
  const node = nodes[0];
  await cdp.send('Runtime.releaseObject', { objectId: result.objectId });
  const ignored = node?.ignored ? (node.ignoredReasons ?? []).map((reason) => reason.name).join(', ') || 'ignored' : null;
  return { role: String(node?.role?.value ?? ''), name: String(node?.name?.value ?? '').trim(), tag: result.description ?? '', ignored };
}

/**
 * Where focus is, as a screen-reader user would hear it: never the page's body, always an
 * element with a name. Answers that element. Checked at once: a control that drops focus when
 * it is removed or disabled fails here, even if something takes focus a moment later. Only
 * where a key press leads to another page (`navigation`) may focus wait on the page, while the
 * new page loads, until it goes to its heading (10 s).
 */
export async function expectNamedFocus(page: Page, { navigation = false } = {}): Promise<Locator> {
  const described = async () => {
    const node = await focusedNode(page);
    if (node === null) return 'focus fell to the page (nothing has it)';
    if (node.name) return 'named';
    return `focus on ${node.tag} (${node.role}${node.ignored ? `, left out of the tree: ${node.ignored}` : ''}) with no name`;
  };
  if (navigation) await expect.poll(described, { timeout: 10_000 }).toBe('named');
  else {
    const first = await described();
    // Chromium rebuilds its accessibility tree after the page re-renders: on a busy machine the
    // element that keeps focus (a button turning busy) may be asked for while it is still left
    // out of the old tree. Focus has not moved, so ask again until the tree has caught up;
    // focus on the body or on an element the tree holds without a name still fails at once.
    if (first.includes('left out of the tree')) await expect.poll(described, { timeout: 10_000 }).toBe('named');
    else expect(first).toBe('named');
  }
  return page.locator(':focus');
}

/**
 * With A11Y_SHOTS=<folder>, a screenshot of the page as it is (what has focus, its ring),
 * named with the viewport's width: for people to look at, not compared.
 */
export async function shot(page: Page, name: string) {
  const folder = process.env.A11Y_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}-${page.viewportSize()?.width ?? 0}.png` });
}

/** One key press; afterwards focus is on a named element, never the body. Answers that element. */
export async function press(page: Page, key: string): Promise<Locator> {
  await page.keyboard.press(key);
  return expectNamedFocus(page);
}

/** A key press that leads to another page (a link, "Save and continue", "Submit"): see expectNamedFocus. */
export async function follow(page: Page, key = 'Enter'): Promise<Locator> {
  await page.keyboard.press(key);
  return expectNamedFocus(page, { navigation: true });
}

/** Types into the focused field, replacing what it holds (select all, then type). */
export async function typeOver(page: Page, text: string): Promise<Locator> {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  return expectNamedFocus(page);
}

/**
 * Keys of a Greek keyboard, pressed one by one. Playwright types a letter its US layout lacks
 * as inserted text, with no key press, which a list's type-ahead never sees; a Greek layout
 * sends each letter as a key press, as these do.
 */
export async function pressGreekKeys(page: Page, text: string) {
  const cdp = await page.context().newCDPSession(page);
  for (const key of text) {
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key, unmodifiedText: key });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key });
  }
  await cdp.detach();
  return expectNamedFocus(page);
}

const holdsFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)).catch(() => false);

/**
 * Presses a key until the control (or something inside it) has focus, as a keyboard user moves
 * through a page: every stop on the way has a name.
 */
export async function pressUntilFocused(page: Page, control: Locator, key = 'Tab', presses = 60) {
  for (let i = 0; i < presses; i += 1) {
    if (await holdsFocus(control)) return;
    await press(page, key);
  }
  await expect(control).toBeFocused();
}

/** Tabs on until focus is inside the area (a group of choices, a grid), each stop named. */
export async function tabInto(page: Page, area: Locator, presses = 150) {
  for (let i = 0; i < presses && !(await holdsFocus(area)); i += 1) await press(page, 'Tab');
  expect(await holdsFocus(area), 'Tab never reached the area').toBe(true);
}

/** A radio button chosen as a keyboard user does: Tab into its group, arrows to it (which ticks it), or Space. */
export async function chooseRadio(page: Page, group: Locator, option: string) {
  const radio = group.getByRole('radio', { name: option, exact: true });
  await tabInto(page, group);
  for (let i = 0; i < 12 && !(await holdsFocus(radio)); i += 1) await press(page, 'ArrowDown');
  if (!(await radio.isChecked())) await press(page, 'Space');
  await expect(radio).toBeChecked();
  await expect(radio).toBeFocused();
}

/** A tick box ticked by keyboard: Tab to it, Space. */
export async function tick(page: Page, checkbox: Locator) {
  await pressUntilFocused(page, checkbox, 'Tab', 150);
  if (!(await checkbox.isChecked())) await press(page, 'Space');
  await expect(checkbox).toBeChecked();
}

/** Tab to a text field and type into it (replacing what it holds). */
export async function fillByKeyboard(page: Page, field: Locator, text: string) {
  await pressUntilFocused(page, field, 'Tab', 150);
  await typeOver(page, text);
  await expect(field).toHaveValue(text);
}

/** The focused control's focus ring and its contrast against what surrounds it (scripts/focus-rings.mjs). */
export function focusRingContrast(page: Page): Promise<FocusRing> {
  return page.evaluate(measureFocusRing as () => FocusRing);
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
    await press(page, 'ArrowDown');
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
  await press(page, 'Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Συνδεθείτε στον λογαριασμό σας' })).toBeFocused();
  await pressUntilFocused(page, usernameField);
  await expectVisibleFocusRing(page);
  await page.keyboard.type(username);
  await press(page, 'Tab');
  await expect(page.getByLabel(/^Κωδικός πρόσβασης/)).toBeFocused();
  await page.keyboard.type(password);
  await follow(page);
  await expect(page).toHaveURL(/\/$/);
  // the new page's heading has focus, not the body
  await expect(page.getByRole('heading', { level: 1, name: 'Οι αιτήσεις μου' })).toBeFocused({ timeout: 20_000 });
  await expect(page).toHaveTitle('Οι αιτήσεις μου · Πύλη AgriCert');
}
