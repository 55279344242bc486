import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiAuth, placedIn, withOwnUploads } from './api-support';
import { wcagViolations } from './axe-support';
import { weakFocusRings } from './keyboard-support';
import { registeredAccount } from './outbox';

// What a screen reader is given on each page of both wizards, in Greek: Chromium's own
// accessibility tree (what it hands to NVDA, Orca or VoiceOver), read through the DevTools
// protocol. Every control has a name, in Greek; no English is left, in names or in text; axe
// finds nothing against WCAG 2.2 AA, and the page's first stops show a focus ring of 3:1 or more.

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
  // Greek writes "Email" in Latin letters, as the portal's texts do (tests/unit/i18n)
  'Email',
  // names of standards, programmes and bodies, untranslated as on the certificates; "add-ons"
  // is GLOBALG.A.P.'s own word, given beside the Greek one ("Πρόσθετα πρότυπα (add-ons)")
  'GLOBALG.A.P', 'GLOBALG', 'GRASP', 'SPRING', 'LEAF', 'Marque', 'Tesco', 'Nurture', 'AH-GROW', 'GROW', 'Albert', 'Heijn', 'GFSI', 'Integrated', 'Farm',
  'Assurance', 'Smart', 'CoC', 'Global', 'Food', 'Safety', 'Initiative', 'Risk', 'Assessment', 'on', 'Social', 'Practice', 'add-ons', 'v6',
  // the add-ons' checklists (docs/globalgap-questionnaires.md): a retailer, a scheme's code, protected areas' EU name
  'Delhaize', 'AH-DLL', 'Natura',
]);
const GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/;
/** A word in Latin letters (codes such as "AQ-01" or "v6" are one word). */
const LATIN_WORD = /[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ0-9.²-]*[A-Za-zÀ-ÿ0-9²]|[A-Za-zÀ-ÿ]/g;

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
    const words = name.match(LATIN_WORD) ?? [];
    const english = words.filter((word) => !NOT_ENGLISH.has(word) && !answersWords.has(word) && !/^[A-Z]{1,4}$/.test(word));
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
  if (typeof value === 'string') for (const word of value.match(LATIN_WORD) ?? []) into.add(word);
  else if (Array.isArray(value)) value.forEach((item) => wordsOf(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => wordsOf(item, into));
  return into;
}

interface Wizard {
  family: 'bio' | 'global';
  type: 'bio' | 'globalgap';
  manifest: string;
  /** Answers beyond each form's sample: every step of the wizard shown. */
  overrides: Record<string, unknown>;
}

const WIZARDS: Wizard[] = [
  // all five sub-scopes: plant and animal production, beekeeping, processing, the product catalogue
  { family: 'bio', type: 'bio', manifest: 'bio', overrides: {} },
  // both sub-scopes, every add-on, a producer group, subcontractors, suppliers and a transfer
  { family: 'global', type: 'globalgap', manifest: 'globalgap', overrides: { scope: fixture('globalgap/scope.full') } },
];

/** Each step's sample answers (schemas/fixtures/<form>.json), placed in Greece, for next year. */
function sampleAnswers(wizard: Wizard) {
  const manifest = JSON.parse(fs.readFileSync(`schemas/wizards/${wizard.manifest}.json`, 'utf8')) as { steps: { id: string; form: string }[] };
  const answers = Object.fromEntries(manifest.steps.map((step) => [step.id, fixture(step.form)]));
  return placedIn({ ...answers, ...wizard.overrides, general: { ...answers.general, year: new Date().getFullYear() + 1 } }, 'GR');
}

for (const wizard of WIZARDS) {
  test(`every page of the ${wizard.manifest} wizard, in Greek: controls named in Greek, no English left, nothing against WCAG 2.2 AA`, async ({ page, request }) => {
    test.setTimeout(400_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const account = await registeredAccount(request, 'client', `axtree${wizard.family}`);
    const headers = await apiAuth(request, account.username, 'Firstpass2026');
    expect((await request.post('/api/users/locale', { headers, data: { locale: 'el' } })).ok()).toBe(true);
    const created = await request.post('/api/applications', { headers, data: { type: wizard.type } });
    expect(created.status()).toBe(201);
    const { id, row_version } = (await created.json()).application;
    const answers = await withOwnUploads(request, headers, sampleAnswers(wizard));
    const saved = await request.put(`/api/applications/${id}/answers`, { headers, data: { answers, current_step: 'general', row_version } });
    expect(saved.ok(), await saved.text()).toBe(true);
    // the answers and the person's name are theirs, in whatever letters they wrote them
    const answersWords = wordsOf([answers, account.name]);

    await page.goto('/login');
    await page.getByLabel('Όνομα χρήστη').fill(account.username);
    await page.getByLabel(/^Κωδικός πρόσβασης/).fill('Firstpass2026');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/applications/${wizard.family}/edit/${id}`);
    const position = page.getByTestId('wizard-position');
    await expect(position).toHaveText(/^Βήμα 1 από \d+$/, { timeout: 60_000 });
    const total = Number((await position.textContent())!.match(/από (\d+)/)![1]);
    if (wizard.family === 'bio') expect(total).toBe(14);

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
      for (const violation of await wcagViolations(page, { bestPractice: true })) problems.push(`${title}: axe ${violation}`);
      for (const ring of await weakRingsOfTheStep(page)) problems.push(`${title}: focus ring below 3:1: ${ring}`);
    }
    expect(problems).toEqual([]);
    // the other languages are named in themselves, each marked with its language (WCAG 3.1.2)
    await expect(page.getByRole('combobox', { name: 'Γλώσσα' }).locator('option[lang="en"]')).toHaveText('English');
    await expect(page.getByRole('combobox', { name: 'Γλώσσα' }).locator('option[lang="es"]')).toHaveText('Español');
  });
}

/**
 * WCAG 1.4.11 on the step's own controls: from its heading, the first 15 stops with Tab each
 * show a ring of 3:1 or more against what surrounds them (axe does not measure it).
 */
async function weakRingsOfTheStep(page: Page, stops = 15) {
  await page.locator('[data-skip-target] h2').first().evaluate((heading) => {
    heading.setAttribute('tabindex', '-1');
    (heading as HTMLElement).focus();
  });
  return weakFocusRings(page, stops);
}
