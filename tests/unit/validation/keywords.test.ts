import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../src/validation/create-ajv';
import { runtimeIssues } from './support';

const issuesOf = (schema: object, data: unknown) =>
  runtimeIssues(schema, data).map(({ path, keyword, messageId }) => ({ path, keyword, messageId }));

describe('custom keywords in schemas', () => {
  it('points a required issue to the missing property, escaped as a JSON pointer', () => {
    const schema = { type: 'object', required: ['a/b', 'c~d', 'e'], properties: { e: { filled: true } } };
    expect(issuesOf(schema, { e: ' ' })).toEqual([
      { path: '/a~1b', keyword: 'required', messageId: 'validation.errors.required' },
      { path: '/c~0d', keyword: 'required', messageId: 'validation.errors.required' },
      { path: '/e', keyword: 'filled', messageId: 'validation.errors.filled' },
    ]);
  });

  it('reads the country of phone and identification from another field with $data', () => {
    const schema = {
      type: 'object',
      properties: {
        country: {},
        phone: { type: 'string', phone: { $data: '1/country' } },
        afm: { type: 'string', identification: { $data: '1/country' } },
      },
    };
    expect(runtimeIssues(schema, { country: 1, phone: '2101234567', afm: '094259216' })).toEqual([]);
    expect(runtimeIssues(schema, { country: { id: 2 }, phone: '612345678', afm: '54362315k' })).toEqual([]);
    expect(runtimeIssues(schema, { country: 'ES', phone: '2101234567', afm: '094259216' })).toEqual([
      { path: '/phone', keyword: 'phone', messageId: 'validation.errors.phone', params: { country: 'ES' } },
      { path: '/afm', keyword: 'identification', messageId: 'validation.errors.identification', params: { country: 'ES' } },
    ]);
    expect(issuesOf(schema, { country: 'FR', phone: '2101234567' })).toEqual([
      { path: '/phone', keyword: 'phone', messageId: 'validation.errors.phone' },
    ]);
    // No country chosen yet: nothing to judge the number against.
    expect(runtimeIssues(schema, { phone: '123' })).toEqual([]);
  });

  it('accepts a country id as a static parameter', () => {
    expect(runtimeIssues({ type: 'string', phone: 1 }, '2101234567')).toEqual([]);
    expect(issuesOf({ type: 'string', phone: 2 }, '2101234567')).toHaveLength(1);
  });

  it('reports both password rules separately', () => {
    expect(runtimeIssues({ type: 'string', password: true }, 'short')).toEqual([
      { path: '', keyword: 'password', messageId: 'validation.errors.passwordLength', params: { limit: 10 } },
      { path: '', keyword: 'password', messageId: 'validation.errors.passwordDigit', params: {} },
    ]);
    expect(runtimeIssues({ type: 'string', password: true }, 'long enough 1')).toEqual([]);
  });

  it('compares confirmed with the referenced value', () => {
    const schema = { type: 'object', properties: { password: {}, repeat: { confirmed: { $data: '1/password' } } } };
    expect(runtimeIssues(schema, { password: 'secret12345', repeat: 'secret12345' })).toEqual([]);
    expect(issuesOf(schema, { password: 'secret12345', repeat: 'secret1234' })).toEqual([
      { path: '/repeat', keyword: 'confirmed', messageId: 'validation.errors.confirmed' },
    ]);
  });

  it('lets a null location through and checks an object location', () => {
    const schema = { type: ['object', 'null'], latLong: true };
    expect(runtimeIssues(schema, null)).toEqual([]);
    expect(runtimeIssues(schema, { lat: '37.9838', lon: '23.7275' })).toEqual([]);
    expect(runtimeIssues(schema, { lat: '37.98', lon: '23.7275' })[0].params).toEqual({ axis: 'lat' });
  });

  it('passes an empty email and fails a malformed one', () => {
    expect(runtimeIssues({ type: 'string', format: 'email' }, '')).toEqual([]);
    expect(issuesOf({ type: 'string', format: 'email' }, 'a@b')).toEqual([
      { path: '', keyword: 'format', messageId: 'validation.errors.email' },
    ]);
  });

  it('uses the message ids of errorMessage', () => {
    const schema = {
      type: 'object',
      required: ['osde', 'name'],
      properties: {
        osde: { type: 'string', pattern: '^\\d{11}$', errorMessage: { pattern: 'bio.parcel.osdeInvalid' } },
        name: { type: 'string', errorMessage: 'forms.name.invalid' },
        pw: { type: 'string', password: true, errorMessage: { passwordDigit: 'forms.pw.digit' } },
      },
    };
    // A string applies to every error of the field, its absence included.
    expect(issuesOf(schema, { osde: '12' }).map((i) => i.messageId)).toEqual([
      'forms.name.invalid',
      'bio.parcel.osdeInvalid',
    ]);
    expect(issuesOf(schema, { name: 'x' }).map((i) => i.messageId)).toEqual(['validation.errors.required']);
    expect(issuesOf(schema, { osde: '12345678901', pw: 'abcdefghijk' }).map((i) => i.messageId)).toEqual([
      'forms.name.invalid',
      'forms.pw.digit',
    ]);
  });

  it('drops the redundant if error but keeps the branch errors', () => {
    const schema = { if: { const: 'x' }, then: { minLength: 2 } };
    expect(issuesOf(schema, 'x')).toEqual([{ path: '', keyword: 'minLength', messageId: 'validation.errors.minLength' }]);
  });

  it.each([
    [{ phone: 'XX' }, /phone/],
    [{ identification: 'FR' }, /identification/],
    [{ latLong: 'north' }, /latLong/],
    [{ exactLength: 2.5 }, /exactLength/],
    [{ confirmed: 'password' }, /confirmed/],
    [{ minLenght: 3 }, /unknown keyword/],
    [{ format: 'postcode' }, /unknown format/],
  ])('rejects the analyst typo %j at compile time', (schema, message) => {
    expect(() => createAjv().compile(schema)).toThrow(message);
  });

  it('tolerates the annotation keywords', () => {
    expect(() => createAjv().compile({ title: 'x.title', errorMessage: 'x.invalid', $comment: 'why' })).not.toThrow();
  });
});
