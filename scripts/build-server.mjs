// Builds the API server once to JavaScript (dist/server/main.js) so that `npm start` runs it
// with plain Node instead of transpiling every TypeScript file through tsx at each start.
// main.js and the chunks it imports (the database opens before the rest loads: main.ts), with
// node_modules left outside (installed packages load as they are). Then writes
// the migrated empty database a first start copies (src/server/core/db/pgdata-template.ts),
// which `npm start` leaves for after the server answers.
// Tests and Playwright keep running the TypeScript through tsx; this is for `npm start` only.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fs from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { parse } from 'yaml';
import { Validator } from '@seriousme/openapi-schema-validator';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist', 'server');
export const serverEntry = path.join(outdir, 'main.js');

/**
 * Modules find their data (the contract, migrations, locales, reference data) next to their
 * own source file through `import.meta.url`. In one bundle that URL would be the bundle's, so
 * each module's `import.meta.url` is rewritten to the URL of its source file, taken relative to
 * the bundle: the data is read where it always is, and the checkout can still be moved.
 */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async ({ path: file }) => {
      const code = await fs.readFile(file, 'utf8');
      if (!code.includes('import.meta.url')) return undefined;
      const relative = path.relative(outdir, file).split(path.sep).join('/');
      const sourceUrl = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: code.replaceAll('import.meta.url', sourceUrl), loader: 'ts' };
    });
  },
};

/**
 * fastify-openapi-glue checks the contract against the OpenAPI meta-schema at every start. The
 * build checks it once here (an invalid contract fails the build) and bundles glue with a
 * validator that only resolves the $refs (scripts/prevalidated-openapi-validator.mjs).
 */
export const prevalidatedContract = {
  name: 'prevalidated-contract',
  setup(builder) {
    builder.onResolve({ filter: /^fastify-openapi-glue$/ }, () => ({ path: fileURLToPath(import.meta.resolve('fastify-openapi-glue')) }));
    builder.onResolve({ filter: /^@seriousme\/openapi-schema-validator$/ }, ({ importer }) =>
      importer.includes(`${path.sep}fastify-openapi-glue${path.sep}`)
        ? { path: path.join(root, 'scripts', 'prevalidated-openapi-validator.mjs') }
        : undefined,
    );
  },
};

async function validateContract(contract) {
  const result = await new Validator().validate(structuredClone(contract));
  if (!result.valid) throw new Error(`src/server/openapi.yaml is not a valid OpenAPI contract: ${JSON.stringify(result.errors, null, 2)}`);
}

/** Writes the migrated empty database a start on an empty data folder copies (write-pgdata-template.ts). */
const writePgdataTemplate = () => promisify(execFile)(process.execPath, [path.join(outdir, 'write-pgdata-template.js')]);

/** The server's JavaScript; `template: false` leaves the template for later (`npm start`: scripts/start.mjs). */
export async function buildServer({ template = true } = {}) {
  const contract = parse(await fs.readFile(path.join(root, 'src', 'server', 'openapi.yaml'), 'utf8'));
  await validateContract(contract);
  // chunks are named by their content: the previous build's would stay beside the new ones
  for (const name of await fs.readdir(outdir).catch(() => [])) {
    if (/\.js(\.map)?$/.test(name)) await fs.rm(path.join(outdir, name));
  }
  await build({
    // both in one folder: the rewritten URLs are relative to it
    entryPoints: {
      main: path.join(root, 'src', 'server', 'main.ts'),
      'write-pgdata-template': path.join(root, 'src', 'server', 'core', 'db', 'write-pgdata-template.ts'),
    },
    outdir,
    bundle: true,
    // main.ts loads the app with import(): a chunk of its own, whose packages load only then
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [sourceUrls, prevalidatedContract],
    // the contract parsed now rather than at every start (src/server/core/contract.ts)
    define: { __API_CONTRACT_JSON__: JSON.stringify(JSON.stringify(contract)) },
  });
  if (template) await writePgdataTemplate();
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
