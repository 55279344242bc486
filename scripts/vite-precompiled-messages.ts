import { createRequire } from 'node:module';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

// locales/<locale>/<namespace>.json: the catalogues of message id → ICU message
const CATALOGUE = /[\\/]locales[\\/]([a-z]{2,3}(?:-[A-Z]{2})?)[\\/][^\\/]+\.json$/;

/**
 * A catalogue's messages parsed into formatjs' AST, as `IntlMessageFormat` would parse them on
 * first use (the same parser and options: react-intl passes none, so tags are parsed and number
 * skeletons resolved). Every message becomes an AST, a plain text too: react-intl returns a
 * single literal's text straight away, and a string given values would need the parser.
 */
export function compileCatalogue(messages: Record<string, string>, locale: string): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, parse(message, { locale: new Intl.Locale(locale) })]));
}

/**
 * Ships the message catalogues precompiled and leaves formatjs' ICU parser (with its skeleton
 * parser, ~10 kB brotli) out of every page: the browser formats from the AST. Only in builds:
 * Vitest and the dev server read the same config and keep the strings and the parser, and the
 * server (its own build, scripts/build-server.mjs) reads the strings. A message the parser
 * rejects fails the build, where the browser would have shown its id.
 */
export function precompiledMessagesPlugin(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'portal-precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: require.resolve('@formatjs/icu-messageformat-parser/lib/no-parser.js'),
          },
        ],
      },
    }),
    transform: {
      // the catalogues only: the bundler then calls no JavaScript for every other module
      filter: { id: CATALOGUE },
      handler(code, id) {
        const [, locale] = CATALOGUE.exec(id) ?? [];
        if (!locale) return null;
        const messages = JSON.parse(code) as Record<string, string>;
        return { code: JSON.stringify(compileCatalogue(messages, locale)), map: null };
      },
    },
  };
}
