import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../src/validation/create-ajv';
import { validateWith } from '../../../src/validation/issues';
import { isFirstOfItsValue } from '../../../src/validation/rules/unique';

const sites = {
  type: 'array',
  items: {
    type: 'object',
    properties: { name: { type: 'string', uniqueAmong: true } },
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

  it('with "with": two items are the same only when those properties are the same too (two "other" products with their own names)', () => {
    const products = createAjv().compile({
      type: 'array',
      items: { type: 'object', properties: { product: { type: 'string', uniqueAmong: { with: ['product_other'] } }, product_other: { type: 'string' } } },
    });
    const rows = [{ product: 'apples' }, { product: 'other', product_other: 'Kiwano' }, { product: 'other', product_other: 'Feijoa' }, { product: 'other', product_other: ' kiwano' }, { product: 'apples' }];
    expect(validateWith(products, rows).map((i) => i.path)).toEqual(['/3/product', '/4/product']);
    expect(() => createAjv().compile({ type: 'string', uniqueAmong: { with: 'product_other' } })).toThrow(/uniqueAmong/);
  });

  it('reports every later duplicate', () => {
    const found = issues([{ name: 'A' }, { name: 'a' }, { name: 'A ' }]).map((i) => i.path);
    expect(found).toEqual(['/1/name', '/2/name']);
  });

  it('works when the item is a referenced definition, compiled as a function of its own', () => {
    const ajv = createAjv({
      shared: [{ uri: 'https://schemas.portal.invalid/_defs/site.schema.json', schema: { type: 'object', properties: { name: { type: 'string', uniqueAmong: true }, where: { $ref: './place.schema.json' } } } },
        { uri: 'https://schemas.portal.invalid/_defs/place.schema.json', schema: { type: 'object', properties: { town: { type: 'string' } } } }],
    });
    const validate = ajv.compile({
      $id: 'https://schemas.portal.invalid/forms/profile.schema.json',
      type: 'object',
      properties: { sites: { type: 'array', items: { $ref: '../_defs/site.schema.json' } } },
    });
    expect(validateWith(validate, { sites: [{ name: 'Barn' }, { name: 'barn ' }] }).map((i) => i.path)).toEqual(['/sites/1/name']);
  });

  it('finds the duplicates of a long list, and sees a list changed after a validation', async () => {
    const members = Array.from({ length: 3000 }, (_, i) => ({ name: `Member ${i}` }));
    members.push({ name: ' member 17' }, { name: 'MEMBER 2999' });
    expect(issues(members).map((i) => i.path)).toEqual(['/3000/name', '/3001/name']);
    // the same list, changed in place, validated again after the first run
    await Promise.resolve();
    members[17].name = 'Renamed';
    members[2999].name = 'Renamed too';
    expect(issues(members)).toEqual([]);
  });

  it('never throws on odd input', () => {
    for (const root of [null, 7, 'x', [null, 1, 'a'], { list: 'x' }]) {
      for (const path of ['', '/', '/0/name', '/list/1/name', '/list/x/name', 5]) {
        expect(() => isFirstOfItsValue('a', root, path)).not.toThrow();
      }
    }
  });
});
