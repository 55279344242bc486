import { createHash } from 'node:crypto';
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
  let fileName: string | undefined;
  return {
    name: 'portal-chakra-global-css',
    apply: 'build',
    async buildStart() {
      const css = await globalCssOf();
      fileName = `assets/chakra-global-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
      this.emitFile({ type: 'asset', fileName, source: css });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        // only the app's page: Storybook's iframe keeps Chakra's own insertion
        if (!fileName || context.path !== '/index.html') return;
        return [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${fileName}`, [CHAKRA_GLOBAL_ATTRIBUTE]: '' }, injectTo: 'head' }];
      },
    },
  };
}

async function globalCssOf(): Promise<string> {
  // loaded here, at build time only: Vitest and the dev server read this config too
  const [{ default: createCache }, { serializeStyles }, { portalSystem }] = await Promise.all([
    import('@emotion/cache'),
    import('@emotion/serialize'),
    import('../src/app/theme.ts'),
  ]);
  // Outside a browser, emotion's cache returns the rules instead of inserting them (its
  // server rendering path), with the same stylis plugins as in the browser.
  const cache = createCache({ key: 'css' });
  const parts = [portalSystem.layers.atRule, ...portalSystem._global];
  return parts.map((styles) => cache.insert('', serializeStyles([styles], cache.registered), cache.sheet, false) ?? '').join('');
}
