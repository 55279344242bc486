import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, createServer, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import {
  FORM_VALIDATOR_LOADERS_MODULE,
  FORM_VALIDATORS_MODULE,
  formValidatorsPlugin,
  generateFormValidator,
  generateFormValidators,
  generateWizardValidators,
} from '../../../src/validation/vite-plugin';
import { readSchemaCatalog } from '../../../src/engine/schema-folder';
import { schemaCatalogOf } from '../../../src/engine/schema-folder';

describe('formValidatorsPlugin', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vite-validators-'));
  // Vite may still be writing its cache after a server's close (ENOTEMPTY seen on a busy
  // machine, issue 52): removal is retried while the folder keeps changing.
  afterAll(() => rmSync(dir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 }));

  it('generates a validator per form of schemas/, skipping _defs and _meta', () => {
    const { code, files } = generateFormValidators();
    expect(code).toContain('"bio/parcels": __form');
    expect(code).not.toMatch(/"_defs\/parcel": __form/);
    expect(files.some((f) => f.endsWith('_defs/parcel.schema.json'))).toBe(true);
  });

  it("gives each wizard the validators of its own step conditions and no step form: each comes with its own validator", () => {
    const catalog = readSchemaCatalog();
    for (const wizard of catalog.wizards) {
      const { code } = generateWizardValidators(wizard.id);
      // every condition of the wizard: without one, a step would be hidden
      for (const condition of catalog.conditions().filter((c) => c.id.startsWith(`wizards/${wizard.id}#`))) expect(code).toContain(`${JSON.stringify(condition.id)}: __form`);
      // not compiled in: the first step of a new application waits for its own form and validator only
      for (const step of wizard.steps) expect(code, `${wizard.id}: ${step.form}`).not.toContain(`${JSON.stringify(step.form)}: __form`);
      const others = catalog.wizards.filter((w) => w.id !== wizard.id).flatMap((w) => w.steps.map((step) => step.form));
      for (const form of others.filter((form) => !wizard.steps.some((step) => step.form === form))) expect(code, `${wizard.id} holds ${form}`).not.toContain(JSON.stringify(form));
    }
  });

  it('brings each wizard its manifest, every step with the title the list of steps shows', () => {
    const catalog = readSchemaCatalog();
    for (const wizard of catalog.wizards) {
      const { code } = generateWizardValidators(wizard.id);
      const manifest = JSON.parse(JSON.parse(/export const manifest = JSON\.parse\((".*")\);/.exec(code)![1]) as string) as typeof wizard;
      expect({ ...manifest, steps: manifest.steps.map(({ title: _title, ...step }) => step) }).toEqual({ ...wizard, steps: wizard.steps.map(({ title: _title, ...step }) => step) });
      for (const [i, step] of wizard.steps.entries()) expect(manifest.steps[i].title, step.id).toBe(step.title ?? catalog.forms.get(step.form)!.schema.title);
    }
  });

  it('bundles into browser code without Ajv and without string evaluation', async () => {
    mkdirSync(join(dir, 'src'));
    writeFileSync(
      join(dir, 'src', 'main.js'),
      `import { validators } from '${FORM_VALIDATORS_MODULE}';\nwindow.ok = validators['bio/parcels']({ parcels: [] });\n`,
    );
    const output = (await build({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      plugins: [formValidatorsPlugin()],
      build: { write: false, minify: false, rolldownOptions: { input: join(dir, 'src', 'main.js') } },
    })) as Rollup.RollupOutput;
    const js = output.output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk').map((c) => c.code).join('\n');
    expect(js).toContain('parcel_number');
    expect(js).not.toMatch(/new Function|\beval\(/);
    expect(js).not.toMatch(/ajv\/dist\/(core|compile)/);
  }, 60_000);

  it('puts each form\'s validator in a chunk of its own, fetched only when asked for', async () => {
    const root = join(dir, 'split');
    mkdirSync(join(root, 'src'), { recursive: true });
    writeFileSync(
      join(root, 'src', 'main.js'),
      `import { loaders } from '${FORM_VALIDATOR_LOADERS_MODULE}';\nloaders['bio/parcels']().then((m) => { window.ok = m.validators['bio/parcels']({ parcels: [] }); });\n`,
    );
    const output = (await build({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [formValidatorsPlugin()],
      build: { write: false, minify: false, rolldownOptions: { input: join(root, 'src', 'main.js') } },
    })) as Rollup.RollupOutput;
    const chunks = output.output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
    const entry = chunks.find((c) => c.isEntry)!;
    expect(entry.code).not.toContain('parcel_number'); // no validator code in the entry
    const chunkOf = (formId: string) => chunks.find((c) => c.facadeModuleId === `\0virtual:form-validator/${formId}`)!;
    expect(chunkOf('bio/parcels').code).toContain('parcel_number');
    expect(entry.dynamicImports).toContain(chunkOf('bio/parcels').fileName);
    expect(chunkOf('forms/login').code).not.toContain('parcel_number'); // each form its own code
    expect(chunkOf('forms/login').code).toContain('username');
  }, 120_000);

  it('brings the form itself in its chunk: the schema with its references bundled and the ui schema', async () => {
    const { code, files } = generateFormValidator('bio/parcels');
    const exported = /export const form = JSON\.parse\((".*")\);/.exec(code);
    expect(exported).not.toBeNull();
    const form = JSON.parse(JSON.parse(exported![1])) as { schema: unknown; uiSchema: unknown };
    const expected = schemaCatalogOf().forms.get('bio/parcels')!;
    expect(form).toEqual({ schema: expected.schema, uiSchema: expected.uiSchema });
    expect(JSON.stringify(form.schema)).not.toContain('_defs/parcel.schema.json'); // bundled, nothing to fetch
    expect(files.some((f) => f.endsWith('bio/parcels.ui.json'))).toBe(true); // an edited ui schema regenerates it
  });

  it('regenerates the module in dev when a schema changes', async () => {
    const root = join(dir, 'dev');
    const schemas = join(root, 'schemas');
    mkdirSync(join(schemas, 'forms'), { recursive: true });
    const form = join(schemas, 'forms', 'a.schema.json');
    writeFileSync(form, JSON.stringify({ type: 'object', properties: { x: { maxLength: 3 } } }));
    const server = await createServer({
      configFile: false,
      root,
      logLevel: 'silent',
      server: { middlewareMode: true, ws: false },
      // no dependency scan: it would write node_modules/.vite under the folder after close
      optimizeDeps: { noDiscovery: true, include: [] },
      plugins: [formValidatorsPlugin({ schemasDir: schemas })],
    });
    try {
      const before = await server.transformRequest(FORM_VALIDATORS_MODULE);
      expect(before?.code).toContain('maxLength":3');
      writeFileSync(form, JSON.stringify({ type: 'object', properties: { x: { maxLength: 7 } } }));
      // OS file events arrive late or not at all on a busy machine; tell the watcher
      // directly, as it would tell itself, so the test checks the plugin and not inotify.
      server.watcher.emit('change', form);
      let after = before;
      for (let i = 0; i < 200 && !after?.code.includes('maxLength":7'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        after = await server.transformRequest(FORM_VALIDATORS_MODULE);
      }
      expect(after?.code).toContain('maxLength":7');
    } finally {
      await server.close();
    }
  }, 45_000);
});
