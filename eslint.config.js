import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import fs from 'node:fs';

// One-way imports (docs/architecture.md "Imports go one way"): each zone lists the
// folders its files may not import from.
const zones = [
  { target: './src/engine', from: ['./src/app', './src/features', './src/forms', './src/server', './renderers', './src/api'], message: 'src/engine is framework-free.' },
  { target: './src/lifecycle', from: ['./src/app', './src/features', './src/forms', './src/server', './renderers', './src/api', './src/i18n'], message: 'src/lifecycle is framework-free data, shared by server and browser.' },
  { target: './src/validation', from: ['./src/app', './src/features', './src/forms', './src/server', './renderers', './src/api'], message: 'src/validation runs in browser, server and CLI alike.' },
  { target: './src/server', from: ['./src/app', './src/features', './src/forms', './renderers', './src/i18n'], message: 'The server imports no React code.' },
  { target: './renderers', from: ['./src/app', './src/features', './src/server', './src/api'], message: 'Renderers use rjsf, Chakra and src/forms helpers only.' },
  { target: './src/forms', from: ['./src/app', './src/features', './src/server'], message: 'src/forms is the form binding, below features and app.' },
  { target: './src/api', from: ['./src/app', './src/features', './src/forms', './src/server', './renderers'], message: 'The API client is below every screen.' },
  { target: './src/i18n', from: ['./src/app', './src/features', './src/forms', './src/server', './renderers'], message: 'i18n is below every screen.' },
  { target: './src/features', from: ['./src/app', './src/server'], message: 'Features do not import the app shell or the server.' },
  { target: './src/cli', from: ['./src/app', './src/features', './src/forms'], message: 'The CLI imports no React code.' },
  { target: './src/cli', from: './renderers', except: ['./renderer-names.ts'], message: 'The CLI reads renderer names only, never components.' },
];

// The server by area (docs/architecture.md): each area's SQL lives in its stores (`store.ts`,
// `*-store.ts`; shared WHERE conditions in `*-sql.ts`), and no area imports another's store:
// it asks the area that owns the data through that area's other modules. `core/` is the
// plumbing every area uses; the composition root (app.ts, context.ts, daily-jobs.ts) and the
// demo data may reach everything.
const SERVER = './src/server';
const serverAreas = fs
  .readdirSync(SERVER, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['core', 'demo'].includes(entry.name))
  .map((entry) => entry.name);
for (const area of serverAreas) {
  zones.push({
    target: serverAreas.filter((other) => other !== area).map((other) => `${SERVER}/${other}`).concat(`${SERVER}/core`),
    from: `${SERVER}/${area}/*store.ts`,
    message: `The store of ${area} is ${area}'s own: use a function ${area} offers in another module.`,
  });
}
zones.push({
  target: `${SERVER}/core`,
  from: serverAreas.map((area) => `${SERVER}/${area}`),
  message: 'core/ is the plumbing every area uses: it imports no area.',
});
const sqlBuilders = ['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto', 'executeQuery'];
const sqlOutsideStores = [
  ...sqlBuilders.map((name) => ({ selector: `CallExpression[callee.property.name='${name}']`, message: `SQL (${name}) lives in the area's store (store.ts, *-store.ts).` })),
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'SQL lives in the area\'s store (store.ts, *-store.ts).' },
];

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'node_modules', 'data', 'src/api/schema.gen.ts', '**/*.gen.*', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/core/**', 'src/server/demo/**', 'src/server/**/store.ts', 'src/server/**/*-store.ts', 'src/server/**/*-sql.ts'],
    rules: { 'no-restricted-syntax': ['error', ...sqlOutsideStores] },
  },
  {
    files: ['src/app/**', 'src/features/**', 'src/forms/**', 'src/i18n/**', 'renderers/**', '.storybook/**', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
