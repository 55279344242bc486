import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** Marks the stylesheet in index.html; `providedSystem` (src/app/theme.ts) looks for it. */
export const CHAKRA_GLOBAL_ATTRIBUTE = 'data-chakra-global';

/**
 * The CSS Chakra's provider would insert on every start (its cascade layers, reset, global
 * styles and the custom properties of every token: 48 kB), written once at build time as a
 * stylesheet that index.html links. On a phone with a 4× slower CPU, serializing those styles
 * through emotion and stylis was a task of 150–280 ms before the first paint; a linked file is
 * parsed off the script's path and cached with the other hashed assets. Made through emotion's
 * own server path from the same system object the app uses, so the two cannot drift apart.
 */
export function chakraGlobalCssPlugin(): Plugin {
  let globalCss: Promise<{ fileName: string; source: string }> | undefined;
  return {
    name: 'portal-chakra-global-css',
    apply: 'build',
    // Started here and awaited where the page names the file and where it is written: loading
    // Chakra and the theme (about a second) runs while the bundler reads the app's modules
    buildStart() {
      globalCss = globalCssOf().then((source) => ({ source, fileName: `assets/chakra-global-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.css` }));
      globalCss.catch(() => undefined); // a failure fails the build where it is awaited
    },
    transformIndexHtml: {
      order: 'post',
      async handler(_html, context) {
        // only the app's page: Storybook's iframe keeps Chakra's own insertion
        if (!globalCss || context.path !== '/index.html') return;
        const { fileName } = await globalCss;
        return [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${fileName}`, [CHAKRA_GLOBAL_ATTRIBUTE]: '' }, injectTo: 'head' }];
      },
    },
    async generateBundle() {
      if (!globalCss) return;
      const { fileName, source } = await globalCss;
      this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

async function globalCssOf(): Promise<string> {
  // loaded here, at build time only: Vitest and the dev server read this config too
  const [{ default: createCache }, { serializeStyles }, { portalSystem }] = await Promise.all([
    import('@emotion/cache'),
    import('@emotion/serialize'),
    importTheme(),
  ]);
  // Outside a browser, emotion's cache returns the rules instead of inserting them (its
  // server rendering path), with the same stylis plugins as in the browser.
  const cache = createCache({ key: 'css' });
  const parts = [portalSystem.layers.atRule, ...portalSystem._global];
  return parts.map((styles) => cache.insert('', serializeStyles([styles], cache.registered), cache.sheet, false) ?? '').join('');
}

/**
 * src/app/theme.ts, compiled to JavaScript beside the installed packages and imported. A plain
 * `import()` of it here would be bundled with this config by Vite and load Chakra as the config
 * loads (1.2 s of every build, before the bundler starts).
 */
async function importTheme(): Promise<typeof import('../src/app/theme.ts')> {
  const { build } = await import('esbuild');
  const theme = fileURLToPath(new URL('../src/app/theme.ts', import.meta.url));
  const folder = fileURLToPath(new URL('../node_modules/.cache/portal-build/', import.meta.url));
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `theme-${process.pid}-${Date.now()}.mjs`);
  // the theme's own files bundled, the packages (Chakra) imported from node_modules
  await build({ entryPoints: [theme], outfile: file, bundle: true, packages: 'external', platform: 'node', format: 'esm', logLevel: 'warning' });
  try {
    return (await import(pathToFileURL(file).href)) as typeof import('../src/app/theme.ts');
  } finally {
    fs.rmSync(file, { force: true });
  }
}
