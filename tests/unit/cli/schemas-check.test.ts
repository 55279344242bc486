import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { runSchemasCheck } from '../../../src/cli/schemas-check-run';

const dirs: string[] = [];
function copyOfSchemas(): string {
  const dir = mkdtempSync(join(tmpdir(), 'schemas-check-'));
  dirs.push(dir);
  cpSync('schemas', dir, { recursive: true });
  return dir;
}
function copyOfLocales(): string {
  const dir = mkdtempSync(join(tmpdir(), 'locales-check-'));
  dirs.push(dir);
  cpSync('locales', dir, { recursive: true });
  return dir;
}
const run = (dir: string, locales?: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/schemas-check.ts', '--dir', dir, ...(locales ? ['--locales', locales] : [])], {
    encoding: 'utf8',
  });
// The same checks in this process: the CLI's start-up is slow on a busy machine.
const check = (dir: string, locales = 'locales') => {
  const { lines, exitCode } = runSchemasCheck(dir, locales);
  return { stdout: lines.join('\n'), status: exitCode };
};
const read = (dir: string, path: string) => JSON.parse(readFileSync(join(dir, path), 'utf8')) as Record<string, unknown>;
const write = (dir: string, path: string, content: unknown) =>
  writeFileSync(join(dir, path), typeof content === 'string' ? content : JSON.stringify(content, null, 2));

// a busy machine can take seconds to remove the cases' copies of schemas/
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })), 60_000);

// Each case spawns the CLI, which compiles every form: seconds alone, far more on a busy machine.
describe('npm run schemas:check', { timeout: 180_000 }, () => {
  it('passes on the repository schemas', () => {
    const result = run('schemas');
    expect(result.stdout).toContain('no problems');
    expect(result.status).toBe(0);
  });

  it('names the file and JSON pointer of every kind of mistake an analyst can make', () => {
    const dir = copyOfSchemas();
    write(dir, 'forms/broken.schema.json', '{ "type": "object", ');
    write(dir, 'forms/typo.schema.json', {
      type: 'object',
      title: 'forms.login.title',
      properties: {
        name: { type: 'string', title: 'forms.typo.notTranslated', minLenght: 3 },
        parcel: { $ref: '../_defs/nothing.schema.json' },
        inner: { $ref: '#/$defs/missing' },
        phone: { type: 'string', title: 'forms.login.username', phone: 'XX' },
      },
    });
    write(dir, 'forms/typo.ui.json', {
      name: { 'ui:widget': 'fancyWidget' },
      nosuch: { 'ui:widget': 'text' },
      parcel: { 'ui:field': 'noSuchField', 'ui:help': 'forms.typo.noHelp' },
    });
    write(dir, 'fixtures/forms/login.json', { username: '   ' });
    write(dir, 'fixtures/forms/ghost.json', {});
    // another sample of a form: <form>.<variant>.json
    write(dir, 'fixtures/forms/login.minimal.json', { username: '   ' });
    write(dir, 'fixtures/forms/ghost.minimal.json', {});
    const { stdout, status } = run(dir);
    expect(status).toBe(1);
    const expected = [
      'schemas/forms/broken.schema.json: invalid JSON',
      'schemas/forms/typo.schema.json#/properties/name/minLenght: unknown keyword "minLenght"',
      'schemas/forms/typo.schema.json#/properties/parcel/$ref: unresolved $ref "../_defs/nothing.schema.json"',
      'schemas/forms/typo.schema.json#/properties/inner/$ref: unresolved $ref "#/$defs/missing"',
      'schemas/forms/typo.schema.json#/properties/name/title: message id "forms.typo.notTranslated" is missing in el, en, es',
      'schemas/forms/typo.schema.json: invalid schema',
      'schemas/forms/typo.ui.json#/name/ui:widget: ui:widget "fancyWidget" is not in renderers/registry.ts',
      'schemas/forms/typo.ui.json#/nosuch: "nosuch" is not a property of the form\'s schema',
      'schemas/forms/typo.ui.json#/parcel/ui:field: ui:field "noSuchField" is not in renderers/registry.ts',
      'schemas/forms/typo.ui.json#/parcel/ui:help: message id "forms.typo.noHelp" is missing',
      'schemas/fixtures/forms/login.json#/username: fixture does not validate: "This field is required" (filled at #/properties/username/filled of schemas/forms/login.schema.json)',
      'schemas/fixtures/forms/ghost.json: fixture of an unknown form "forms/ghost"',
      'schemas/fixtures/forms/login.minimal.json#/username: fixture does not validate: "This field is required" (filled at #/properties/username/filled of schemas/forms/login.schema.json)',
      'schemas/fixtures/forms/ghost.minimal.json: fixture of an unknown form "forms/ghost"',
    ];
    for (const line of expected) expect(stdout).toContain(line);
  });

  it('names a condition the browser could not decide', () => {
    const dir = copyOfSchemas();
    write(dir, 'forms/conditional.schema.json', {
      type: 'object',
      title: 'forms.login.title',
      properties: { email: { type: 'string', title: 'forms.login.username' } },
      if: { properties: { email: { format: 'email' } }, required: ['email'] },
      then: { required: ['email'] },
    });
    const { stdout, status } = run(dir);
    expect(status).toBe(1);
    expect(stdout).toContain('schemas/forms/conditional.schema.json#/if/properties/email/format: the browser cannot decide this condition');
  });

  it('checks form files against schemas/_meta', () => {
    const dir = copyOfSchemas();
    write(dir, 'forms/untitled.schema.json', { type: 'object', properties: {} });
    const { stdout } = run(dir);
    expect(stdout).toContain("schemas/forms/untitled.schema.json#/title: must have required property 'title'");
  });
});

// The classes of mistakes analysts really make (issue 10): each named with file and pointer.
describe('npm run schemas:check: what analysts get wrong', { timeout: 180_000 }, () => {
  const form = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    type: 'object',
    title: 'forms.login.title',
    properties,
    ...extra,
  });
  const text = { type: 'string', title: 'forms.login.username' };

  it('names a misspelled ui:order entry and an order that leaves a property out, at every level', () => {
    const dir = copyOfSchemas();
    write(dir, 'forms/ordered.schema.json', form({
      name: text,
      farm: { type: 'object', title: 'forms.login.title', properties: { area: text, crop: text } },
      rows: { type: 'array', title: 'forms.login.title', items: { type: 'object', properties: { parcel: text, yield: text } } },
    }));
    write(dir, 'forms/ordered.ui.json', {
      'ui:order': ['nmae', 'farm', 'rows'],
      farm: { 'ui:order': ['area'] },
      rows: { 'ui:field': 'table', items: { 'ui:order': ['parcel', 'yeild', '*'] } },
    });
    const { stdout, status } = check(dir);
    expect(status).toBe(1);
    expect(stdout).toContain('schemas/forms/ordered.ui.json#/ui:order/0: ui:order names "nmae", which is not a property');
    expect(stdout).toContain('schemas/forms/ordered.ui.json#/ui:order: ui:order leaves out "name"');
    expect(stdout).toContain('schemas/forms/ordered.ui.json#/farm/ui:order: ui:order leaves out "crop"');
    expect(stdout).toContain('schemas/forms/ordered.ui.json#/rows/items/ui:order/1: ui:order names "yeild"');
    // "*" stands for the rest: the table row's order leaves nothing out
    expect(stdout).not.toContain('rows/items/ui:order: ui:order leaves out');
  });

  it('accepts ui entries and ui:order for questions written in then/else, dependencies, oneOf and allOf', () => {
    const dir = copyOfSchemas();
    write(dir, 'forms/branches.schema.json', form(
      { organic: { type: 'boolean', title: 'forms.login.title' }, kind: { type: 'string', title: 'forms.login.title', enum: ['a', 'b'] } },
      {
        if: { properties: { organic: { const: true } }, required: ['organic'] },
        then: { properties: { since: text }, required: ['since'] },
        else: { properties: { reason: text } },
        dependencies: { kind: { oneOf: [{ properties: { kind: { const: 'a' }, detail_a: text } }, { properties: { kind: { const: 'b' } } }] } },
        allOf: [{ properties: { notes: text } }],
      },
    ));
    write(dir, 'forms/branches.ui.json', {
      'ui:order': ['organic', 'since', 'reason', 'kind', 'detail_a', 'notes'],
      since: { 'ui:help': 'forms.login.username' },
      reason: { 'ui:widget': 'textarea' },
      detail_a: { 'ui:widget': 'textarea' },
      notes: { 'ui:widget': 'textarea' },
    });
    const { stdout } = check(dir);
    expect(stdout).not.toContain('schemas/forms/branches');
    expect(stdout).toContain('no problems');
  });

  it('looks up message ids of errorMessage (every ajv-errors shape), ui texts and option labels in every locale', () => {
    const dir = copyOfSchemas();
    write(dir, 'forms/messages.schema.json', form(
      {
        name: { ...text, minLength: 2, errorMessage: 'forms.messages.nameError' },
        code: { ...text, pattern: '^[0-9]+$', errorMessage: { pattern: 'forms.messages.codePattern', minLength: 'forms.login.username' } },
        kind: { type: 'string', title: 'forms.login.title', oneOf: [{ const: 'a', title: 'forms.messages.optionA' }] },
      },
      { required: ['name'], errorMessage: { required: { name: 'forms.messages.nameRequired' }, properties: { code: 'forms.messages.codeProp' } } },
    ));
    write(dir, 'forms/messages.ui.json', {
      name: { 'ui:placeholder': 'forms.messages.placeholder', 'ui:options': { title: 'forms.messages.optionTitle' } },
      kind: { 'ui:enumNames': ['forms.messages.enumName'] },
      'ui:submitButtonOptions': { submitText: 'forms.messages.submit' },
    });
    const { stdout, status } = check(dir);
    expect(status).toBe(1);
    for (const line of [
      'schemas/forms/messages.schema.json#/properties/name/errorMessage: message id "forms.messages.nameError" is missing in el, en, es',
      'schemas/forms/messages.schema.json#/properties/code/errorMessage/pattern: message id "forms.messages.codePattern"',
      'schemas/forms/messages.schema.json#/errorMessage/required/name: message id "forms.messages.nameRequired"',
      'schemas/forms/messages.schema.json#/errorMessage/properties/code: message id "forms.messages.codeProp"',
      'schemas/forms/messages.schema.json#/properties/kind/oneOf/0/title: message id "forms.messages.optionA"',
      'schemas/forms/messages.ui.json#/name/ui:placeholder: message id "forms.messages.placeholder"',
      'schemas/forms/messages.ui.json#/name/ui:options/title: message id "forms.messages.optionTitle"',
      'schemas/forms/messages.ui.json#/kind/ui:enumNames/0: message id "forms.messages.enumName"',
      'schemas/forms/messages.ui.json#/ui:submitButtonOptions/submitText: message id "forms.messages.submit"',
    ]) expect(stdout).toContain(line);
    expect(stdout).not.toContain('"forms.login.username" is missing');
  });

  it('names a message id missing in one locale only', () => {
    const dir = copyOfSchemas();
    const locales = copyOfLocales();
    const es = read(locales, 'es/app.json');
    delete es['forms.login.username'];
    write(locales, 'es/app.json', es);
    const { stdout, status } = check(dir, locales);
    expect(status).toBe(1);
    expect(stdout).toContain('schemas/forms/login.schema.json#/properties/username/title: message id "forms.login.username" is missing in es');
  });

  it("enforces the wizard rules of docs/architecture.md: no step called review, the submission step last, a when reads earlier steps", () => {
    const dir = copyOfSchemas();
    const bio = read(dir, 'wizards/bio.json');
    const steps = bio.steps as Record<string, unknown>[];
    const submission = steps.pop()!;
    steps.splice(2, 0, { id: 'review', form: 'common/gdpr' });
    steps.push(submission, { id: 'late', form: 'common/gdpr' });
    const submissionAt = steps.length - 2;
    steps[1].when = { properties: { 'plant-production': { type: 'object' } } };
    write(dir, 'wizards/bio.json', bio);
    const { stdout, status } = check(dir);
    expect(status).toBe(1);
    expect(stdout).toContain('schemas/wizards/bio.json#/steps/2/id: no step may be called "review"');
    expect(stdout).toContain(`schemas/wizards/bio.json#/steps/${submissionAt}/role: the submission step must be the last; "late" come(s) after it`);
    expect(stdout).toContain(
      'schemas/wizards/bio.json#/steps/1/when/properties/plant-production: the condition of step "scope" reads the answers of "plant-production", which comes later',
    );
  });

  it('names a $data pointer that leaves its step (it would never be read)', () => {
    const dir = copyOfSchemas();
    const general = read(dir, 'common/general.schema.json');
    const properties = general.properties as Record<string, Record<string, unknown>>;
    properties.up_too_far = { type: 'string', title: 'common.general.year', enum: { $data: '3/other' } };
    properties.other_step = { type: 'string', title: 'common.general.year', enum: { $data: '/appendix-1/production_units' } };
    properties.fine = { type: 'string', title: 'common.general.year', const: { $data: '1/purpose' } };
    write(dir, 'common/general.schema.json', general);
    const { stdout, status } = check(dir);
    expect(status).toBe(1);
    expect(stdout).toContain('schemas/common/general.schema.json#/properties/up_too_far/enum/$data: $data of enum: "3/other" climbs 3 level(s) up from "up_too_far", which stands 1 level(s) below the step\'s answers');
    expect(stdout).toContain('schemas/common/general.schema.json#/properties/other_step/enum/$data: $data of enum: "/appendix-1/production_units" leads to "appendix-1/production_units", which names no question of this form');
    expect(stdout).not.toContain('/properties/fine/');
  });

  it('names a wizard step whose form has no sample answers', () => {
    const dir = copyOfSchemas();
    rmSync(join(dir, 'fixtures/globalgap/gfsi.json'));
    const { stdout, status } = check(dir);
    expect(status).toBe(1);
    const at = (read(dir, 'wizards/globalgap.json').steps as { form: string }[]).findIndex((step) => step.form === 'globalgap/gfsi');
    expect(stdout).toContain(`schemas/wizards/globalgap.json#/steps/${at}/form: step "gfsi": its form has no sample answers; add schemas/fixtures/globalgap/gfsi.json`);
  });

  it('names a wizard without a submission step', () => {
    const dir = copyOfSchemas();
    const globalgap = read(dir, 'wizards/globalgap.json');
    delete (globalgap.steps as Record<string, unknown>[]).at(-1)!.role;
    write(dir, 'wizards/globalgap.json', globalgap);
    const { stdout, status } = check(dir);
    expect(status).toBe(1);
    expect(stdout).toContain('schemas/wizards/globalgap.json#/steps: no step has "role": "submission"');
  });

  it('names a required property that does not exist at the schema file and pointer, also inside then and nested objects', () => {
    const dir = copyOfSchemas();
    write(dir, 'forms/required.schema.json', form(
      { name: text, farm: { type: 'object', title: 'forms.login.title', properties: { area: text }, required: ['aera'] } },
      { required: ['name', 'nmae'], if: { required: ['name'] }, then: { required: ['farm', 'frm'] } },
    ));
    const { stdout, status } = check(dir);
    expect(status).toBe(1);
    expect(stdout).toContain('schemas/forms/required.schema.json#/required/1: required names "nmae", which is not a property of this object');
    expect(stdout).toContain('schemas/forms/required.schema.json#/properties/farm/required/0: required names "aera"');
    expect(stdout).toContain('schemas/forms/required.schema.json#/then/required/1: required names "frm"');
    expect(stdout).not.toContain('required names "name"');
  });

  it('names an enum with a repeated value', () => {
    const dir = copyOfSchemas();
    write(dir, 'forms/enum.schema.json', form({ crop: { type: 'string', title: 'forms.login.title', enum: ['olive', 'vine', 'olive'] } }));
    const { stdout, status } = check(dir);
    expect(status).toBe(1);
    expect(stdout).toContain('schemas/forms/enum.schema.json#/properties/crop/enum/2: enum repeats "olive" (already at /enum/0)');
  });

  it('stops at a broken locale file: its line and column, and no id of it called missing one by one', () => {
    const locales = copyOfLocales();
    // a file whose ids the forms use: each was called missing in en, some thirty lines after the cause
    const registration = readFileSync(join(locales, 'en/globalgap-registration.json'), 'utf8');
    write(locales, 'en/globalgap-registration.json', registration.replace(/",\n/, '"\n'));
    const { stdout, status } = check('schemas', locales);
    expect(status).toBe(1);
    expect(stdout.split('\n').filter(Boolean)).toEqual([
      "locales/en/globalgap-registration.json: invalid JSON at line 3, column 3: Expected ',' or '}' after property value",
      '1 problem(s) in 1 file(s).',
    ]);
  });

  it('names a step whose title the list of steps could not show: only in a questionnaire family\'s file', () => {
    const dir = copyOfSchemas();
    const locales = copyOfLocales();
    for (const locale of ['el', 'en', 'es']) {
      const titles = read(locales, `${locale}/wizards.json`);
      const family = read(locales, `${locale}/globalgap.json`);
      family['globalgap.gfsi.title'] = titles['globalgap.gfsi.title'];
      delete titles['globalgap.gfsi.title'];
      write(locales, `${locale}/wizards.json`, titles);
      write(locales, `${locale}/globalgap.json`, family);
    }
    const { stdout, status } = check(dir, locales);
    expect(status).toBe(1);
    const at = (read(dir, 'wizards/globalgap.json').steps as { id: string }[]).findIndex((step) => step.id === 'gfsi');
    expect(stdout).toContain(
      `schemas/wizards/globalgap.json#/steps/${at}/form: step "gfsi": its title "globalgap.gfsi.title" must be in locales/el/wizards.json, locales/en/wizards.json, locales/es/wizards.json`,
    );
    // the id exists: no "missing" line besides
    expect(stdout).not.toContain('"globalgap.gfsi.title" is missing');
  });

  it('names two forms that restate one list of choices differently (a product added to one copy only)', () => {
    const dir = copyOfSchemas();
    const appendix = read(dir, 'globalgap/appendix-2.schema.json');
    type Rows = { properties: { products: { items: { properties: Record<string, unknown> } } } };
    const products = read(dir, '_defs/globalgap-products.schema.json') as { oneOf: unknown[] };
    // an analyst copies the list into the form and adds a product there only
    (appendix as unknown as Rows).properties.products.items.properties.product = {
      title: 'globalgap.appendix2.product',
      type: 'string',
      oneOf: [...products.oneOf, { const: 'kiwano', title: 'globalgap.product.other' }],
    };
    write(dir, 'globalgap/appendix-2.schema.json', appendix);
    const { stdout, status } = check(dir);
    expect(status).toBe(1);
    expect(stdout).toContain(
      'schemas/globalgap/appendix-2.schema.json#/properties/products/items/properties/product: restates the list of choices at schemas/_defs/globalgap-products.schema.json# differently (adds "kiwano")',
    );
  });

  it('names a locale file or a manifest that is not JSON with its line and column, without a stack trace', () => {
    const dir = copyOfSchemas();
    const locales = copyOfLocales();
    write(locales, 'en/forms.json', '{\n  "a": "b"\n  "c": "d"\n}\n');
    write(dir, 'wizards/bio.json', '{ "id": "bio", }');
    const { stdout, stderr, status } = run(dir, locales);
    expect(status).toBe(1);
    expect(stdout).toContain("locales/en/forms.json: invalid JSON at line 3, column 3: Expected ',' or '}' after property value");
    expect(stdout).toContain('schemas/wizards/bio.json: invalid JSON at line 1, column 16');
    expect(stdout + stderr).not.toMatch(/\n\s+at /);
  });

  it('names a step whose when can never hold: an add-on missing from the scope\'s list of choices', () => {
    const dir = copyOfSchemas();
    const globalgap = read(dir, 'wizards/globalgap.json');
    type AddonWhen = { properties: { scope: { properties: { addons: { contains: { const: string } } } } } };
    const steps = globalgap.steps as { id: string; form: string; when?: unknown }[];
    const grasp = steps.findIndex((s) => s.id === 'grasp');
    (steps[grasp].when as AddonWhen).properties.scope.properties.addons.contains.const = 'grasp-v2';
    steps.splice(grasp + 1, 0, { id: 'option-3', form: 'common/gdpr', when: { properties: { scope: { properties: { option: { enum: [3, 4] } } } } } });
    write(dir, 'wizards/globalgap.json', globalgap);
    const { stdout, status } = check(dir);
    expect(status).toBe(1);
    expect(stdout).toContain(
      `schemas/wizards/globalgap.json#/steps/${grasp}/when/properties/scope/properties/addons/contains/const: this condition can never hold: no answer of step "scope" at /addons/[] can be "grasp-v2"`,
    );
    expect(stdout).toContain(`schemas/wizards/globalgap.json#/steps/${grasp + 1}/when/properties/scope/properties/option/enum: this condition can never hold`);
    expect(stdout).toContain('add it to that list of choices');
  });

  it('checks the form choosers and the list pointers analysts declare', () => {
    const dir = copyOfSchemas();
    write(dir, 'choosers/profile.json', {
      id: 'profile',
      options: [{ when: { properties: { role: { format: 'email' } } }, form: 'forms/profile-consultnat' }, { when: { required: ['role'] }, form: 'forms/profile' }],
    });
    const bio = read(dir, 'wizards/bio.json');
    bio.listed = { year: '/general/yaer', purpose: '/nosuchstep/purpose' };
    write(dir, 'wizards/bio.json', bio);
    const { stdout, status } = check(dir);
    expect(status).toBe(1);
    for (const line of [
      'schemas/choosers/profile.json#/options/0/form: names a form that does not exist: "forms/profile-consultnat"',
      'schemas/choosers/profile.json#/options/0/when/properties/role/format: the browser cannot decide this condition',
      'schemas/choosers/profile.json#/options/1/when: the last option must have no when',
      'schemas/wizards/bio.json#/listed/year: "/general/yaer": schemas/common/general.schema.json has no question at /yaer',
      'schemas/wizards/bio.json#/listed/purpose: "/nosuchstep/purpose" starts with "nosuchstep", which is no step of this wizard',
    ]) expect(stdout).toContain(line);
  });

  it("checks what a certificate names: the holder's number and the tables staff pick products from", () => {
    const dir = copyOfSchemas();
    const gg = read(dir, 'wizards/globalgap.json');
    gg.certificate = {
      holderNumber: ['/ggn/gnn', '/scope/standard'],
      items: [
        { rows: '/appendix-2/product', label: ['/product'] },
        { rows: '/appendix-2/products', label: ['/prodcut'] },
        { rows: '/nosuchstep/products', label: ['/product'] },
      ],
    };
    write(dir, 'wizards/globalgap.json', gg);
    const { stdout, status } = check(dir);
    expect(status).toBe(1);
    for (const line of [
      'schemas/wizards/globalgap.json#/certificate/holderNumber/0: "/ggn/gnn" must lead to a text question of its step',
      'schemas/wizards/globalgap.json#/certificate/items/0/rows: "/appendix-2/product" must lead to a table (a list of records) of its step',
      'schemas/wizards/globalgap.json#/certificate/items/1/label/0: "/prodcut" is no question of the rows of "/appendix-2/products"',
      'schemas/wizards/globalgap.json#/certificate/items/2/rows: "/nosuchstep/products" starts with "nosuchstep", which is no step of this wizard',
    ]) expect(stdout).toContain(line);
    // the scope's standard is a text question: no finding for it
    expect(stdout).not.toContain('holderNumber/1');
  });

  it('checks that what the duplicate rule compares leads to questions of a step every application has', () => {
    const dir = copyOfSchemas();
    const bio = read(dir, 'wizards/bio.json');
    const withWhen = (bio.steps as { id: string; when?: unknown }[]).find((step) => step.when)!.id;
    bio.oneActiveApplicationPer = ['/scope/activites', '/nosuchstep/x', `/${withWhen}/anything`];
    write(dir, 'wizards/bio.json', bio);
    const { stdout, status } = check(dir);
    expect(status).toBe(1);
    for (const line of [
      'schemas/wizards/bio.json#/oneActiveApplicationPer/0: "/scope/activites": schemas/bio/scope.schema.json has no question at /activites',
      'schemas/wizards/bio.json#/oneActiveApplicationPer/1: "/nosuchstep/x" starts with "nosuchstep", which is no step of this wizard',
      `schemas/wizards/bio.json#/oneActiveApplicationPer/2: "/${withWhen}/anything" reads step "${withWhen}", which not every application has (it has a when)`,
    ]) expect(stdout).toContain(line);
  });

  it('checks that prefill rules lead to questions of their steps, with answers those questions take', () => {
    const dir = copyOfSchemas();
    const gg = read(dir, 'wizards/globalgap.json');
    gg.prefill = [
      { from: '/user_details/phone', to: '/appendx-1/producer/phone' },
      { from: '/user_details/phone', to: '/appendix-1/producer/fone' },
      { from: '/country_id', source: 'customer', to: '/appendix-1/producer/country', map: { 1: 'GRC' } },
      { from: '/facilities/units', source: 'answers', to: '/scope/transfer', value: true },
      { from: '/handling-sites/handling_sites', source: 'answers', to: '/facilities/units', each: { nmae: '/name' } },
      { from: '/appendix-1/products/*/parallel_production', source: 'answers', to: '/appendix-2/products/*/parallel_production', match: ['prodcut'] },
      { from: '/appendix-1/products/*/parallel_ownership', source: 'answers', to: '/appendix-2/products/*/parallel_ownership' },
      { from: '/scope/option', source: 'answers', to: '/gfsi/option', map: { 1: 'option1' }, follow: true },
      { from: '/scope/produce_handling', source: 'answers', to: '/appendix-2/products/*/produce_handlin' },
    ];
    write(dir, 'wizards/globalgap.json', gg);
    const { stdout, status } = check(dir);
    expect(status).toBe(1);
    for (const line of [
      'schemas/wizards/globalgap.json#/prefill/0/to: "/appendx-1/producer/phone" starts with "appendx-1", which is no step of this wizard',
      'schemas/wizards/globalgap.json#/prefill/1/to: "/appendix-1/producer/fone": schemas/globalgap/appendix-1.schema.json has no question at /producer/fone',
      'schemas/wizards/globalgap.json#/prefill/2/map: "GRC" is no answer "/appendix-1/producer/country" may take',
      'schemas/wizards/globalgap.json#/prefill/3/from: "/facilities/units" must read a step before "scope"',
      'schemas/wizards/globalgap.json#/prefill/4/each/nmae: the rows of "/facilities/units" have no question "nmae"',
      'schemas/wizards/globalgap.json#/prefill/5/match: "prodcut" is no question of both lists\' rows',
      'schemas/wizards/globalgap.json#/prefill/6: "/appendix-2/products/*/parallel_ownership": a rule reading rows ("*" in from) fills rows ("*" in to) paired by "match"',
      'schemas/wizards/globalgap.json#/prefill/7/follow: "/gfsi/option" follows an earlier answer and is overwritten: its ui schema must hide it ("ui:widget": "hidden")',
      'schemas/wizards/globalgap.json#/prefill/8/to: "/appendix-2/products/*/produce_handlin": schemas/globalgap/appendix-2.schema.json has no question at /products/*/produce_handlin',
    ]) expect(stdout).toContain(line);
  });
});
