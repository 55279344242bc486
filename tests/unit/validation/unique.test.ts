import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../src/validation/create-ajv';
import { validateWith } from '../../../src/validation/issues';
import { isFirstOfItsValue } from '../../../src/validation/rules/unique';

const sites = {
  type: 'array',
  items: {
    type: 'object',
    properties: { name: { type: 'string', uniqueAmong: { $data: '2' } } },
  },
};

describe('uniqueAmong', () => {
  const validate = createAjv().compile(sites);
  const issues = (data: unknown) => validateWith(validate, data);

  it('passes distinct names and blank ones', () => {
    expect(issues([{ name: 'Main store' }, { name: 'Field barn' }, { name: '' }, { name: '  ' }, {}])).toEqual([]);
  });

  it('fails the later of two names that differ only in case and spaces, beside the name', () => {
    expect(issues([{ name: 'Main store' }, { name: 'Field barn' }, { name: '  main STORE ' }])).toEqual([
      expect.objectContaining({ path: '/2/name', keyword: 'uniqueAmong', messageId: 'validation.errors.uniqueAmong' }),
    ]);
  });

  it('reports every later duplicate', () => {
    const found = issues([{ name: 'A' }, { name: 'a' }, { name: 'A ' }]).map((i) => i.path);
    expect(found).toEqual(['/1/name', '/2/name']);
  });

  it('refuses a literal value: it needs a $data pointer to the list', () => {
    expect(() => createAjv().compile({ type: 'string', uniqueAmong: true })).toThrow(/uniqueAmong/);
  });

  it('never throws on odd input', () => {
    for (const list of [null, 7, 'x', [null, 1, 'a']]) {
      expect(() => isFirstOfItsValue('a', list, 'a', 'name')).not.toThrow();
    }
  });
});
