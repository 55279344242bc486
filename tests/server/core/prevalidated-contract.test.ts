import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error a plain script without types
import { prevalidatedContract } from '../../../scripts/build-server.mjs';

// The built server's fastify-openapi-glue resolves the contract with a stand-in for its
// validator (the build has validated it: scripts/prevalidated-openapi-validator.mjs). Glue
// must make the very same routes from it as with its own validator: every method, URL,
// schema and config. Both are bundled as the server's build does and listed by Fastify.
const root = path.resolve(import.meta.dirname, '..', '..', '..');
// inside the checkout, so that the bundles find the installed packages
const dir = fs.mkdtempSync(path.join(root, 'node_modules', '.prevalidated-contract-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const entry = `
import Fastify from 'fastify';
import glue from 'fastify-openapi-glue';
import fs from 'node:fs';
import { parse } from 'yaml';
const app = Fastify();
const routes = [];
app.addHook('onRoute', (route) => routes.push({ method: route.method, url: route.url, schema: route.schema, config: route.config }));
await app.register(glue, {
  specification: parse(fs.readFileSync(${JSON.stringify(path.join(root, 'src', 'server', 'openapi.yaml'))}, 'utf8')),
  prefix: 'api',
  operationResolver: () => async () => ({}),
  securityHandlers: { bearerAuth: async () => {} },
});
await app.ready();
process.stdout.write(JSON.stringify(routes));
`;

async function routesBuiltWith(name: string, plugins: Plugin[]): Promise<string> {
  const outfile = path.join(dir, `${name}.mjs`);
  await build({ stdin: { contents: entry, resolveDir: root, loader: 'js' }, outfile, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'error', plugins });
  return execFileSync(process.execPath, [outfile], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

describe('the contract in the built server', () => {
  it('gives glue the same routes with the build-time validated contract as with its own validator', async () => {
    const own = await routesBuiltWith('own-validator', []);
    const prevalidated = await routesBuiltWith('prevalidated', [prevalidatedContract as Plugin]);
    expect(JSON.parse(own).length).toBeGreaterThan(80);
    expect(prevalidated).toBe(own);
    // and the stand-in really is in the second bundle, not glue's validator
    expect(fs.readFileSync(path.join(dir, 'prevalidated.mjs'), 'utf8')).toContain('scripts/prevalidated-openapi-validator.mjs');
  }, 60_000);
});
