import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { buildInfoPlugin } from './scripts/vite-build-info.ts';
import { chakraGlobalCssPlugin } from './scripts/vite-chakra-global-css.ts';
import { precompiledMessagesPlugin } from './scripts/vite-precompiled-messages.ts';
import { precompressPlugin } from './scripts/vite-precompress.ts';
import { pwaPlugins } from './scripts/vite-pwa.ts';
import { routePreloadsPlugin } from './scripts/vite-route-preloads.ts';
import { guestShellPlugin } from './scripts/vite-guest-shell.ts';
import { formValidatorsPlugin } from './src/validation/vite-plugin.ts';
import { languageChunkOf, languageChunkOfPart, type CataloguePart } from './src/i18n/namespaces.ts';
import { cataloguePartsPlugin } from './src/i18n/vite-plugin.ts';

/**
 * A file under locales/<locale>/ goes into its language's chunk for guests' screens, for the
 * signed-in portal, or for a questionnaire family (src/i18n/namespaces.ts). (The server
 * announces a page's language chunks by these names: vite-route-preloads.ts.)
 */
// the validators' runtime and what it re-exports that is not the portal's own (see rolldownOptions)
const VALIDATOR_RUNTIME = /ajv-formats\/dist\/formats\.js$|src\/validation\/(formats|runtime)\.ts$/;

function languageChunk(id: string): string | null {
  const file = /\/locales\/([a-z]{2,3}(?:-[A-Z]{2})?)\/([^/]+)\.json$/.exec(id);
  if (file) return languageChunkOf(file[1], file[2]);
  // the module merging a part's files (src/i18n/vite-plugin.ts) goes with them
  const part = /virtual:catalogue\/([^/]+)\/([a-z]+)$/.exec(id);
  return part ? languageChunkOfPart(part[1], part[2] as CataloguePart) : null;
}

/**
 * `npm start` builds with PORTAL_BUILD=start (scripts/start.mjs): what it serves on this
 * machine needs no source maps and no brotli at its slowest level, which took more CPU than
 * the rest of the build. Production builds (`npm run build`, `npx vite build`: docs/deploy.md)
 * and `npm test`'s build keep both.
 */
const buildForStart = process.env.PORTAL_BUILD === 'start';

/**
 * Some of rjsf's imports get lighter stand-ins, in the app, its tests and Storybook alike: rjsf's
 * Chakra theme imports `../utils.js` from its own files (it built Chakra's whole default system
 * at start): those imports get src/forms/rjsf-chakra-props.ts; @rjsf/utils imports `fast-uri`
 * (23 kB) for what the browser's URL parser does: it gets src/forms/uri-resolver.ts; rjsf core's
 * default fields and widgets get src/forms/rjsf-core-{fields,widgets}.ts, where those our forms
 * never show come on first use.
 */
function rjsfStandInsPlugin(): Plugin {
  const standIn = (file: string) => fileURLToPath(new URL(`./src/forms/${file}`, import.meta.url));
  const chakraProps = standIn('rjsf-chakra-props.ts');
  const uriResolver = standIn('uri-resolver.ts');
  const coreDefaults: Record<string, string> = {
    './components/fields/index.js': standIn('rjsf-core-fields.ts'),
    './components/widgets/index.js': standIn('rjsf-core-widgets.ts'),
  };
  return {
    name: 'rjsf-stand-ins',
    enforce: 'pre',
    resolveId: {
      // only the imports it may replace reach this hook: the build resolves thousands of others
      filter: { id: /^(?:fast-uri|\..*utils\.js|\.\/components\/(?:fields|widgets)\/index\.js)$/ },
      handler(source, importer) {
        if (importer && /[\\/]@rjsf[\\/]utils[\\/]/.test(importer) && source === 'fast-uri') return uriResolver;
        if (importer && /[\\/]@rjsf[\\/]core[\\/]lib[\\/]getDefaultRegistry\.js$/.test(importer) && coreDefaults[source]) return coreDefaults[source];
        if (!importer || !/[\\/]@rjsf[\\/]chakra-ui[\\/]lib[\\/]/.test(importer)) return null;
        return /(^|\/)utils\.js$/.test(source) && source.startsWith('.') ? chakraProps : null;
      },
    },
  };
}

// One config for the app build and for Vitest. The API runs separately (src/server) and the
// dev server proxies /api to it.
export default defineConfig({
  plugins: [react(), rjsfStandInsPlugin(), cataloguePartsPlugin(), buildInfoPlugin(), chakraGlobalCssPlugin(), formValidatorsPlugin(), precompiledMessagesPlugin(), routePreloadsPlugin(), guestShellPlugin(), precompressPlugin({ brotliQuality: buildForStart ? 5 : 11 }), ...pwaPlugins()],
  publicDir: 'src/app/public',
  // rjsf's markdown (unused by our forms) comes on first use, not with every form
  resolve: { alias: [{ find: /^markdown-to-jsx\/react$/, replacement: fileURLToPath(new URL('./src/forms/deferred-markdown.tsx', import.meta.url)) }] },
  // manifest: which chunks each route loads (budgets.json is checked against it)
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: !buildForStart,
    manifest: true,
    // The upload field's offline parts (renderers/file-upload/waiting-files-list.tsx,
    // keep-offline.ts: issue 32) come after the form shows, their few imports fetched as they
    // are met: listing the entry's whole preload tree beside each import would put it in the
    // field's first load (0.9 kB) for parts that never hurry.
    modulePreload: { resolveDependencies: (filename, deps) => (/(^|\/)(waiting-files-list|keep-offline)-[\w-]+\.js$/.test(filename) ? [] : deps) },
    // a language's message files travel as one chunk: one request instead of ~40 on a phone's
    // slow network (src/i18n/catalogues.ts still loads each language only when it is chosen)
    rolldownOptions: {
      // The forms' validators import their runtime (src/validation/runtime.ts: ajv-formats' formats,
      // the table and uniqueness rules) whole, by a bare import its side effects would keep; it only
      // defines functions, so a validator that uses none of them (the sign-in form's) does not load
      // its 2.9 kB. A form with a date or an e-mail still gets the formats it reads.
      treeshake: { moduleSideEffects: (id: string) => !VALIDATOR_RUNTIME.test(id) },
      output: { codeSplitting: { groups: [{ name: languageChunk, debugName: 'languages' }] } },
    },
  },
  server: { proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 8080}` } },
  test: {
    // Both cores: Vitest's default leaves one for itself (availableParallelism − 1), which on this
    // 2-core machine ran every test file in one process while the other core waited.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // generous: some unit tests start the CLI as a process, and some compile every form in a
        // hook, slow on a busy 2-core machine (a hook passed 10 s beside two busy processes:
        // `npm run test:loaded`). A limit here only catches a test that hangs.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // the databases every test server starts from, made once per run
          globalSetup: ['tests/helpers/prepared-databases.ts'],
          // A time limit here only catches a test that hangs: no test asserts speed. 30 s was
          // passed on a machine at load 13–18 by tests starting a server (issue 52).
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        // two real API processes on a throw-away PostgreSQL (tests/scale/cluster.ts)
        test: { name: 'scale', include: ['tests/scale/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 180_000 },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/helpers/components-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
