import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'validate-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

function cli(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/validate.ts', ...args], {
    cwd: process.cwd(),
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const brokenParcels = file('broken.json', { parcels: [{ parcel_number: ' ', lat: '37.98', long: '23.7275' }] });

describe('npm run validate', () => {
  it('exits 0 and prints [] for valid data', () => {
    const { code, stdout } = cli('bio/parcels', 'schemas/fixtures/bio/parcels.json');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual([]);
  });

  it('exits 1 and prints the issues for invalid data', () => {
    const { code, stdout } = cli('bio/parcels', brokenParcels);
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toEqual([
      { path: '/parcels/0/parcel_number', keyword: 'filled', messageId: 'validation.errors.filled', message: 'This field is required' },
      {
        path: '/parcels/0/lat',
        keyword: 'latLong',
        messageId: 'validation.errors.latLong',
        message: 'Enter a latitude between -90 and 90 in decimal degrees with at least 4 decimals, e.g. 37.9838',
      },
    ]);
  });

  it('translates with --locale', () => {
    const { code, stdout } = cli('bio/parcels', brokenParcels, '--locale', 'el');
    expect(code).toBe(1);
    expect(JSON.parse(stdout)[0].message).toBe('Το πεδίο είναι υποχρεωτικό');
    expect(JSON.parse(cli('bio/parcels', brokenParcels, '--locale=es').stdout)[0].message).toBe('Este campo es obligatorio');
  });

  it('accepts a plain schema path so one keyword can be tried on its own', () => {
    const schema = file('phone.schema.json', { type: 'string', phone: 'ES' });
    expect(cli(schema, file('ok.json', '"+34 612 345 678"')).code).toBe(0);
    const { code, stdout } = cli(schema, file('bad.json', '"512345678"'), '--locale', 'es');
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toEqual([
      { path: '', keyword: 'phone', messageId: 'validation.errors.phone', message: 'Número de teléfono no válido para el país' },
    ]);
    expect(cli('schemas/_defs/parcel.schema.json', file('row.json', { parcel_number: '7' })).code).toBe(0);
  });

  it("runs the form's rules across steps with the other steps' answers given by --answers", () => {
    const manifest = JSON.parse(readFileSync('schemas/wizards/globalgap.json', 'utf8')) as { steps: { id: string; form: string }[] };
    const sample = (form: string) => JSON.parse(readFileSync(`schemas/fixtures/${form}.json`, 'utf8')) as Record<string, unknown>;
    const answers = file('application.json', Object.fromEntries(manifest.steps.filter((s) => existsSync(`schemas/fixtures/${s.form}.json`)).map((s) => [s.id, sample(s.form)])));
    const appendix2 = sample('globalgap/appendix-2') as { products: Record<string, unknown>[] };
    appendix2.products[0].production_units = ['PU-01', 'PU-99'];
    const data = file('appendix-2.json', appendix2);
    expect(cli('globalgap/appendix-2', 'schemas/fixtures/globalgap/appendix-2.json', '--answers', answers).code).toBe(0);
    const { code, stdout } = cli('globalgap/appendix-2', data, '--answers', answers, '--locale', 'el');
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toEqual([
      { path: '/products/0/production_units', keyword: 'amongAnswers', messageId: 'globalgap.appendix2.unknownUnit', message: 'Η μονάδα παραγωγής PU-99 δεν υπάρχει στο Παράρτημα 1.' },
    ]);
    // without the other steps, a rule that reads them has nothing to judge against
    expect(cli('globalgap/appendix-2', data).code).toBe(0);
    // a step the scope hides (Appendix 1 is not asked for chain of custody) keeps its stale
    // answers in the file, but, as at submission, no rule reads them
    const all = JSON.parse(readFileSync(answers, 'utf8')) as Record<string, Record<string, unknown>>;
    const hidden = file('hidden.json', { ...all, scope: { ...all.scope, standard: 'coc' } });
    expect(cli('globalgap/appendix-2', data, '--answers', hidden).code).toBe(0);
  });

  it.each([
    [['bio/nothing', 'schemas/fixtures/bio/parcels.json'], /unknown form "bio\/nothing"/],
    [['bio/parcels'], /usage:/],
    [[], /usage:/],
    [['bio/parcels', 'schemas/fixtures/bio/parcels.json', '--locale', 'fr'], /unknown locale "fr"/],
    [['bio/parcels', join(dir, 'missing.json')], /data file not found/],
    [['bio/parcels', 'schemas/fixtures/bio/parcels.json', '--step', 'parcels'], /--step goes with --answers/],
    [['globalgap/appendix-2', 'schemas/fixtures/globalgap/appendix-2.json', '--answers', join(dir, 'none.json')], /answers file not found/],
    [['bio/parcels', file('invalid.json', '{ not json')], /invalid\.json/],
    [[file('typo.schema.json', { type: 'string', minLenght: 2 }), file('x.json', '"x"')], /unknown keyword: "minLenght"/],
  ])('exits 2 with a message on stderr for %j', (args, message) => {
    const { code, stdout, stderr } = cli(...args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
  });
});
