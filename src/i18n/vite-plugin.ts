import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { ALL_PARTS, partOf } from './namespaces.ts';

/** `virtual:catalogue-parts`: the languages, and a loader per language and part. */
export const CATALOGUE_PARTS_MODULE = 'virtual:catalogue-parts';
/** `virtual:catalogue/<locale>/<part>`: one part's message files of one language, merged. */
export const CATALOGUE_PART_PREFIX = 'virtual:catalogue/';

// the repository's locales/, wherever the build or Storybook is started from
const LOCALES_DIR = fileURLToPath(new URL('../../locales', import.meta.url));

const localesIn = (dir: string) => fs.readdirSync(dir).filter((entry) => fs.statSync(path.join(dir, entry)).isDirectory()).sort();
const filesOf = (dir: string, locale: string, part: string) =>
  fs
    .readdirSync(path.join(dir, locale))
    .filter((file) => file.endsWith('.json') && partOf(file.slice(0, -'.json'.length)) === part)
    .sort()
    .map((file) => path.join(dir, locale, file));

/**
 * The message catalogues as a page loads them: one loader per language and part, each a module
 * importing that part's files (rolldown puts a part's module and files in its language chunk:
 * vite.config.ts). A glob over locales/*\/*.json listed ~130 files with a loader each (18 kB of
 * every page's script) where a page asks for at most four parts.
 */
export function cataloguePartsPlugin(options: { localesDir?: string } = {}): Plugin {
  const dir = options.localesDir ?? LOCALES_DIR;
  return {
    name: 'portal:catalogue-parts',
    // the filters keep the bundler from calling these hooks for every other module
    resolveId: { filter: { id: /^virtual:catalogue/ }, handler: (id) => (id === CATALOGUE_PARTS_MODULE || id.startsWith(CATALOGUE_PART_PREFIX) ? `\0${id}` : undefined) },
    load: {
      filter: { id: /^\0virtual:catalogue/ },
      handler(id) {
        if (id === `\0${CATALOGUE_PARTS_MODULE}`) {
          const locales = localesIn(dir);
          const loaders = locales.flatMap((locale) =>
            ALL_PARTS.map((part) => `  ${JSON.stringify(`${locale} ${part}`)}: () => import(${JSON.stringify(`${CATALOGUE_PART_PREFIX}${locale}/${part}`)})`),
          );
          return `export const availableLocales = ${JSON.stringify(locales)};\nexport const parts = {\n${loaders.join(',\n')}\n};\n`;
        }
        if (!id.startsWith(`\0${CATALOGUE_PART_PREFIX}`)) return undefined;
        const [locale, part] = id.slice(`\0${CATALOGUE_PART_PREFIX}`.length).split('/');
        const files = filesOf(dir, locale, part);
        for (const file of files) this.addWatchFile(file);
        const imports = files.map((file, i) => `import m${i} from ${JSON.stringify(file)};`);
        return `${imports.join('\n')}\nexport default Object.assign({}, ${files.map((_, i) => `m${i}`).join(', ')});\n`;
      },
    },
  };
}
