import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable portal (issue 32): a web app manifest per language and the service worker
 * (src/app/offline/sw.ts) with the shell precached.
 *
 * Precached: index.html, the manifests and icons, and the entry chunk with what it imports
 * statically (read from Vite's manifest): the shell a page address opens offline. Every other
 * chunk (a screen, a form, a language's texts) is kept by the worker the first time it is
 * fetched, so the install downloads ~the first page's weight, not the whole portal.
 */
export function pwaPlugins(): Plugin[] {
  return [webManifestsPlugin(), ...VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/app/offline',
    filename: 'sw.ts',
    // registered by the app itself once the page has settled (src/app/offline/register.ts)
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['index.html', '*.webmanifest', 'icon-*.png', 'favicon.svg', 'assets/*.{js,css}'],
      manifestTransforms: [
        async (entries) => {
          const shell = shellFiles('dist/client');
          return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url)), warnings: [] };
        },
      ],
      // the shell's chunks are large (the form engine is not in it); the default 2 MiB is fine
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      // one classic script, as the page registers it (no `type: 'module'`); the plugin's 'es'
      // build asks Rolldown for `inlineDynamicImports`, which it warns is deprecated
      rollupFormat: 'iife',
    },
    // the worker's own build speaks at the level `npm start` asks of the app's (warnings only)
    // instead of listing its file after every start's quiet build
    integration: { configureCustomSWViteBuild: (inlineConfig) => void (process.env.PORTAL_BUILD === 'start' && (inlineConfig.logLevel = 'warn')) },
  })];
}

/** The entry chunk, its CSS and every chunk it imports statically, from Vite's manifest. */
function shellFiles(outDir: string): Set<string> {
  type Chunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

/**
 * The web app manifest has one language; the portal has three. The build writes
 * manifest-el.webmanifest, -en and -es (names from locales/<locale>/install.json) and the
 * server names the page's language's one in the page it sends
 * (src/server/core/plugins/page-preloads.ts), so a home-screen icon carries the name in the
 * language the person reads. index.html names the Greek one (the portal's default).
 */
export const MANIFEST_LOCALES = ['el', 'en', 'es'] as const;
export const manifestFileOf = (locale: string) => `manifest-${locale}.webmanifest`;

function webManifestsPlugin(): Plugin {
  return {
    name: 'portal-web-manifests',
    apply: 'build',
    generateBundle() {
      for (const locale of MANIFEST_LOCALES) {
        const messages = JSON.parse(fs.readFileSync(`locales/${locale}/install.json`, 'utf8')) as Record<string, string>;
        this.emitFile({ type: 'asset', fileName: manifestFileOf(locale), source: JSON.stringify(webManifest(locale, messages)) });
      }
    },
  };
}

function webManifest(locale: string, messages: Record<string, string>) {
  return {
    id: '/',
    lang: locale,
    name: messages['install.name'],
    short_name: messages['install.shortName'],
    description: messages['install.description'],
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#2f855a',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
