import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { portalSystem } from '../../../src/app/theme';

// The portal's Chakra system carries only the recipes its components use (src/app/theme.ts).
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
function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  const rjsfTheme = path.join(root, 'node_modules/@rjsf/chakra-ui/lib');
  const rjsfFiles = fs.readdirSync(rjsfTheme, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js')).map((f) => path.join(rjsfTheme, f));
  for (const file of [...sourceFiles(path.join(root, 'src')), ...sourceFiles(path.join(root, 'renderers')), ...rjsfFiles]) {
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

describe("the portal's Chakra system", () => {
  it('has the recipe of every Chakra component the app renders', () => {
    const names = [...importedChakraNames()];
    const folders = new Set(names.map(folderOf));
    expect(folders.has('button') && folders.has('dialog')).toBe(true); // the scan finds the app's imports
    const missing = [...folders].flatMap((folder) => [...recipeKeys(folder)].map((key) => ({ folder, key })))
      // `Text` asks for a "text" recipe that Chakra's own theme does not have either
      .filter(({ key }) => key !== 'text' && !portalSystem.isRecipe(key) && !portalSystem.isSlotRecipe(key));
    expect(missing).toEqual([]);
  });
});
