import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readJsonFile } from '../../../src/engine/schema-folder';
import { createFormRegistry, UnknownFormError, validateForm } from '../../../src/validation/validate';

const fixture = readJsonFile(join(process.cwd(), 'schemas/fixtures/bio/parcels.json')) as { parcels: object[] };

describe('validateForm (server)', () => {
  it('accepts the parcels fixture and points at the failing cells', () => {
    expect(validateForm('bio/parcels', fixture)).toEqual([]);
    const parcels = [...fixture.parcels, { parcel_number: '' }, { area: 1 }];
    expect(validateForm('bio/parcels', { parcels })).toEqual([
      { path: '/parcels/3/parcel_number', keyword: 'filled', messageId: 'validation.errors.filled', params: {} },
      { path: '/parcels/4/parcel_number', keyword: 'required', messageId: 'validation.errors.required', params: { property: 'parcel_number' } },
    ]);
  });

  it('validates against a schema object', () => {
    const schema = { type: 'object', properties: { phone: { type: 'string', phone: 'GR' } } };
    expect(validateForm(schema, { phone: '+30 210 123 4567' })).toEqual([]);
    expect(validateForm(schema, { phone: '123' })).toHaveLength(1);
  });

  it('throws UnknownFormError for an id no file defines', () => {
    expect(() => validateForm('bio/nothing', {})).toThrow(UnknownFormError);
  });
});

describe('createFormRegistry', () => {
  const dir = mkdtempSync(join(tmpdir(), 'schemas-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, '_defs'));
  mkdirSync(join(dir, 'a', 'b'), { recursive: true });
  writeFileSync(join(dir, '_defs', 'code.schema.json'), JSON.stringify({ type: 'string', numeric: true, exactLength: 3 }));
  writeFileSync(
    join(dir, 'a', 'b', 'form.schema.json'),
    JSON.stringify({
      type: 'object',
      properties: { relative: { $ref: '../../_defs/code.schema.json' }, absolute: { $ref: '/_defs/code.schema.json' } },
    }),
  );
  const outside = join(dir, '..', `${Date.now()}-outside.schema.json`);
  const registry = createFormRegistry(dir);

  it('resolves relative and root-absolute $refs to _defs', () => {
    expect(registry.ids()).toEqual(['a/b/form', '_defs/code']);
    expect(registry.validate('a/b/form', { relative: '123', absolute: '٤٥٦' })).toEqual([]);
    expect(registry.validate('a/b/form', { relative: '12', absolute: '12a' }).map((i) => `${i.path} ${i.keyword}`)).toEqual([
      '/relative exactLength',
      '/absolute numeric',
    ]);
  });

  it('validates against any schema file, inside schemas/ or not', () => {
    expect(registry.validateFile(join(dir, '_defs', 'code.schema.json'), '12')).toHaveLength(1);
    writeFileSync(outside, JSON.stringify({ type: 'string', lowercase: true }));
    try {
      expect(registry.validateFile(outside, 'Abc').map((i) => i.keyword)).toEqual(['lowercase']);
    } finally {
      rmSync(outside);
    }
  });
});
