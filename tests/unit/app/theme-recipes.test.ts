import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guestRecipes, guestSlotRecipes } from '../../../src/app/theme';
import { PORTAL_SLOT_RECIPES } from '../../../src/forms/portal-recipes';

// The portal's Chakra system carries only the recipes its components use (src/app/theme.ts), and
// the guests' screens only theirs (the rest come with usePortalRecipes: src/forms/portal-recipes.ts).
// A component whose recipe is missing renders unstyled without an error: this finds, for every
// Chakra component the app imports, the recipe keys its source asks for, and checks each is there.
const root = path.resolve(__dirname, '../../..');
const components = path.join(root, 'node_modules/@chakra-ui/react/dist/esm/components');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts')).map((f) => path.join(dir, f));
}

/**
 * Names the app imports from '@chakra-ui/react' (Button, NativeSelect, createToaster, …), and
 * rjsf's Chakra theme: any of its widgets may be named by an analyst's ui schema tomorrow.
 */
function importedChakraNames(files?: readonly string[]): Set<string> {
  const names = new Set<string>();
  const rjsfTheme = path.join(root, 'node_modules/@rjsf/chakra-ui/lib');
  const rjsfFiles = fs.readdirSync(rjsfTheme, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js')).map((f) => path.join(rjsfTheme, f));
  for (const file of files ?? [...sourceFiles(path.join(root, 'src')), ...sourceFiles(path.join(root, 'renderers')), ...rjsfFiles]) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]+)\}\s*from\s*['"]@chakra-ui\/react['"]/g)) {
      for (const part of match[1].split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return names;
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The component folder of an export: `NativeSelect` → native-select, `ListRoot` → list, `FieldsetLegend` → fieldset. */
function folderOf(name: string): string {
  if (/toast/i.test(name)) return 'toast'; // toasts live in the toast folder whatever they are called
  const parts = kebab(name).split('-');
  for (let n = parts.length; n > 1; n -= 1) if (fs.existsSync(path.join(components, parts.slice(0, n).join('-')))) return parts.slice(0, n).join('-');
  return parts[0];
}

/** Recipe keys a component folder asks for, with those of the component folders it imports. */
function recipeKeys(folder: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(folder) || !fs.existsSync(path.join(components, folder))) return keys;
  seen.add(folder);
  for (const file of fs.readdirSync(path.join(components, folder)).filter((f) => f.endsWith('.js'))) {
    const code = fs.readFileSync(path.join(components, folder, file), 'utf8');
    for (const match of code.matchAll(/key: "([A-Za-z]+)"/g)) keys.add(match[1]);
    for (const match of code.matchAll(/from '\.\.\/([a-z-]+)\//g)) for (const key of recipeKeys(match[1], seen)) keys.add(key);
  }
  return keys;
}

/** The recipe keys the Chakra components of these source files ask for that `has` lacks. */
function missingRecipes(names: Set<string>, has: (key: string) => boolean) {
  const folders = new Set([...names].map(folderOf));
  return (
    [...folders]
      .flatMap((folder) => [...recipeKeys(folder)].map((key) => ({ folder, key })))
      // `Text` asks for a "text" recipe that Chakra's own theme does not have either
      .filter(({ key }) => key !== 'text' && !has(key))
  );
}

const resolveImport = (from: string, specifier: string): string | undefined =>
  ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => path.resolve(path.dirname(from), specifier) + ending).find((file) => fs.existsSync(file));

/**
 * The source files a guest's page can run: the entry's static imports, each guest screen
 * (`guestScreen(…)` in the router) and whatever they import, statically or on demand (the flat
 * form, the toasts…), but not below a component that adds the portal's recipes (the signed-in
 * layout, the form engine, registration: they add them before anything under them renders) and
 * not the signed-in screens the router names.
 */
function guestFiles(): string[] {
  const router = path.join(root, 'src/app/router.tsx');
  const screens = [...fs.readFileSync(router, 'utf8').matchAll(/guestScreen\('[^']+',\s*\(\)\s*=>\s*import\('([^']+)'\)/g)].map(([, specifier]) => resolveImport(router, specifier)!);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    if (/\busePortalRecipes\(\)/.test(code) && !file.endsWith('portal-recipes.ts')) return;
    for (const [, specifier] of code.matchAll(/^import\s[^;]*?from\s+'(\.[^']+)'/gm)) {
      const next = resolveImport(file, specifier);
      if (next) visit(next);
    }
    // the router's own on-demand imports are the screens (the guests' are visited below) and the signed-in layout
    if (file === router) return;
    for (const [, specifier] of code.matchAll(/import\('(\.[^']+)'\)/g)) {
      const next = resolveImport(file, specifier);
      if (next) visit(next);
    }
  };
  visit(path.join(root, 'src/app/main.tsx'));
  for (const screen of screens) visit(screen);
  return [...seen];
}

describe("the portal's Chakra system", () => {
  it('has the recipe of every Chakra component the app renders, the portal’s added', () => {
    const names = importedChakraNames();
    expect(names.has('Button') && names.has('Dialog')).toBe(true); // the scan finds the app's imports
    const keys = new Set([...Object.keys(guestRecipes), ...Object.keys(guestSlotRecipes), ...Object.keys(PORTAL_SLOT_RECIPES)]);
    expect(missingRecipes(names, (key) => keys.has(key))).toEqual([]);
  });

  it("has, before the portal's are added, the recipe of every Chakra component a guest's page can show", () => {
    const files = guestFiles();
    // the walk reaches the sign-in screen, its form and the toasts, and stops at registration
    expect(files.map((file) => path.relative(root, file))).toEqual(
      expect.arrayContaining(['src/features/auth/login-page.tsx', 'src/forms/flat-form.tsx', 'src/features/notify/app-toaster-view.tsx', 'src/features/registration/registration-screen.tsx']),
    );
    expect(files.some((file) => file.endsWith('registration-panel.tsx') || file.endsWith('main-layout.tsx'))).toBe(false);
    const keys = new Set([...Object.keys(guestRecipes), ...Object.keys(guestSlotRecipes)]);
    expect(missingRecipes(importedChakraNames(files), (key) => keys.has(key))).toEqual([]);
  });
});
