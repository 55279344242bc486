import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';

const dirs: string[] = [];
function copyOfSchemas(): string {
  const dir = mkdtempSync(join(tmpdir(), 'schemas-check-'));
  dirs.push(dir);
  cpSync('schemas', dir, { recursive: true });
  return dir;
}
const run = (dir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/schemas-check.ts', '--dir', dir], { encoding: 'utf8' });
const write = (dir: string, path: string, content: unknown) =>
  writeFileSync(join(dir, path), typeof content === 'string' ? content : JSON.stringify(content, null, 2));

afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

// Each case spawns the CLI, which compiles every form: seconds alone, far more on a busy machine.
describe('npm run schemas:check', { timeout: 120_000 }, () => {
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
      'schemas/fixtures/forms/login.json#/username: fixture does not validate: validation.errors.filled',
      'schemas/fixtures/forms/ghost.json: fixture of an unknown form "forms/ghost"',
      'schemas/fixtures/forms/login.minimal.json#/username: fixture does not validate: validation.errors.filled',
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
