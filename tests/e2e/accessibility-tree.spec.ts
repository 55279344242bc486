import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiAuth, withOwnUploads } from './api-support';
import { registeredAccount } from './outbox';

// What a screen reader is given on each page of the organic wizard, in Greek: Chromium's own
// accessibility tree (what it hands to NVDA, Orca or VoiceOver), read through the DevTools
// protocol. Every control has a name, in Greek; no English is left, in names or in text.

const fixture = (name: string) => JSON.parse(fs.readFileSync(`schemas/fixtures/${name}.json`, 'utf8')) as Record<string, unknown>;

/** Roles a person acts on; each must have a name. */
const CONTROLS = new Set(['button', 'link', 'textbox', 'searchbox', 'combobox', 'checkbox', 'radio', 'spinbutton', 'slider', 'switch', 'tab', 'menuitem', 'application', 'radiogroup', 'grid', 'listbox', 'option', 'MenuListOption']);
/**
 * Words that are not English though written in Latin letters: names, units, file formats, the
 * keys as printed on a Greek keyboard, and the other languages named in themselves (their
 * options carry their own lang: checked below).
 */
const NOT_ENGLISH = new Set([
  'AgriCert', 'Leaflet', 'OpenStreetMap', 'PDF', 'PNG', 'JPEG', 'WebP', 'Word', 'Excel', 'ODT', 'ODS', 'MB', 'kB', 'kg', 'ha', 'm', 'm²', 't', 'WGS84', 'TRACES',
  'Enter', 'Escape', 'Tab', 'Shift', 'Alt', 'Home', 'End', 'Page', 'Up', 'Down', 'F2',
  'English', 'Español',
]);
const GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/;

interface Found {
  unnamed: string[];
  english: string[];
}

/** Chromium's accessibility tree of the page: controls without a name, names and texts in English. */
async function readTree(page: Page, answersWords: Set<string>): Promise<Found> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const found: Found = { unnamed: [], english: [] };
  for (const node of nodes) {
    if (node.ignored) continue;
    const role = String(node.role?.value ?? '');
    const name = String(node.name?.value ?? '').trim();
    const focusable = node.properties?.some((p) => p.name === 'focusable' && p.value.value === true);
    if ((CONTROLS.has(role) || focusable) && !name && role !== 'option') found.unnamed.push(`${role} (${node.backendDOMNodeId})`);
    // text of the page and names of controls: Latin words that are not the answers' own
    const words = name.match(/[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ.²]*[A-Za-zÀ-ÿ²]|[A-Za-zÀ-ÿ]/g) ?? [];
    const english = words.filter((word) => !NOT_ENGLISH.has(word) && !answersWords.has(word) && !/^[A-Z]{1,3}$/.test(word));
    // a control's name is in Greek (unless it is an answer, a number or a name, as a file's)
    if ((CONTROLS.has(role) || focusable) && /[A-Za-zÀ-ÿ]/.test(name) && !GREEK.test(name) && english.length) found.english.push(`${role} "${name.slice(0, 80)}" is not Greek`);
    else if (english.length && (role === 'StaticText' || CONTROLS.has(role) || focusable || role === 'heading' || role === 'navigation' || role === 'main' || role === 'region' || role === 'group')) {
      found.english.push(`${role} "${name.slice(0, 80)}"`);
    }
  }
  return { unnamed: [...new Set(found.unnamed)], english: [...new Set(found.english)] };
}

/** Every word of the answers (place names, file names, Latin species), which may be in any language. */
function wordsOf(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') for (const word of value.match(/[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ.]*[A-Za-zÀ-ÿ]|[A-Za-zÀ-ÿ]/g) ?? []) into.add(word);
  else if (Array.isArray(value)) value.forEach((item) => wordsOf(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => wordsOf(item, into));
  return into;
}

test('every page of the organic wizard, in Greek: each control named, in Greek, and no English left (accessibility tree)', async ({ page, request }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const account = await registeredAccount(request, 'client', 'axtree');
  const headers = await apiAuth(request, account.username, 'Firstpass2026');
  expect((await request.post('/api/users/locale', { headers, data: { locale: 'el' } })).ok()).toBe(true);
  const created = await request.post('/api/applications', { headers, data: { type: 'bio' } });
  expect(created.status()).toBe(201);
  const { id, row_version } = (await created.json()).application;
  // every step the wizard has (all five sub-scopes), answered with the sample answers, files uploaded
  const answers = await withOwnUploads(request, headers, {
    general: { ...fixture('common/general'), year: new Date().getFullYear() + 1 },
    scope: fixture('bio/scope'),
    'handling-sites': fixture('common/handling-sites'),
    'certification-options': fixture('common/certification-options'),
    'plant-production': fixture('bio/plant-production'),
    'animal-production': fixture('bio/animal-production'),
    beekeeping: fixture('bio/beekeeping'),
    mtp: fixture('bio/mtp'),
    'product-catalogue': fixture('bio/product-catalogue'),
    'responsible-statement': fixture('common/responsible-statement'),
    gdpr: fixture('common/gdpr'),
    terms: fixture('common/terms-of-use'),
    submission: fixture('bio/submission'),
  });
  const saved = await request.put(`/api/applications/${id}/answers`, { headers, data: { answers, current_step: 'general', row_version } });
  expect(saved.ok(), await saved.text()).toBe(true);
  // the answers and the person's name are theirs, in whatever letters they wrote them
  const answersWords = wordsOf([answers, account.name]);

  await page.goto('/login');
  await page.getByLabel('Όνομα χρήστη').fill(account.username);
  await page.getByLabel(/^Κωδικός πρόσβασης/).fill('Firstpass2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/applications/bio/edit/${id}`);
  const position = page.getByTestId('wizard-position');
  await expect(position).toHaveText(/^Βήμα 1 από \d+$/, { timeout: 60_000 });
  const total = Number((await position.textContent())!.match(/από (\d+)/)![1]);
  expect(total).toBe(14);

  const problems: string[] = [];
  for (let step = 1; step <= total; step += 1) {
    if (step > 1) await page.getByRole('navigation', { name: /^Βήμα/ }).getByRole('button').nth(step - 1).click();
    await expect(position).toHaveText(`Βήμα ${step} από ${total}`);
    // the step's own parts (its form, tables, map, uploads) have come
    await expect(page.getByRole('button', { name: /^(Αποθήκευση και συνέχεια|Υποβολή αίτησης)$/ })).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const title = await page.title();
    const { unnamed, english } = await readTree(page, answersWords);
    for (const node of unnamed) problems.push(`${title}: a ${node} without a name`);
    for (const node of english) problems.push(`${title}: English in ${node}`);
    // axe's naming rules over the same page (labels, buttons, links, landmarks of one name)
    const axe = await new AxeBuilder({ page })
      .withRules(['label', 'button-name', 'link-name', 'select-name', 'input-button-name', 'aria-input-field-name', 'aria-toggle-field-name', 'image-alt', 'svg-img-alt', 'role-img-alt', 'landmark-unique', 'frame-title', 'scrollable-region-focusable'])
      .analyze();
    for (const violation of axe.violations) problems.push(`${title}: axe ${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  }
  expect(problems).toEqual([]);
  // the other languages are named in themselves, each marked with its language (WCAG 3.1.2)
  await expect(page.getByRole('combobox', { name: 'Γλώσσα' }).locator('option[lang="en"]')).toHaveText('English');
  await expect(page.getByRole('combobox', { name: 'Γλώσσα' }).locator('option[lang="es"]')).toHaveText('Español');
});
