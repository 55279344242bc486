import { join } from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { readJsonFile } from '../../../src/engine/schema-folder';
import { SCHEMA_BASE_URI } from '../../../src/engine/schema-base';
import { createAjv } from '../../../src/validation/create-ajv';
import { createLocalizer, createRjsfValidator } from '../../../src/validation/rjsf-validator';
import { formatMessage } from '../../../src/validation/messages';

// Cast: RJSFSchema's nested JSONSchema7 type does not know the portal's keywords.
const schema = {
  type: 'object',
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', title: 'forms.login.username', filled: true },
    password: { type: 'string', password: true },
    phone: { type: 'string', phone: 'GR' },
  },
} as RJSFSchema;

describe('createRjsfValidator', () => {
  // A runtime-compiled function has the same shape as a precompiled one.
  const validate = createAjv().compile(schema);

  it('gives rjsf our translated messages at the right fields', () => {
    const validator = createRjsfValidator(validate, schema, { format: (issue) => formatMessage(issue, 'el') });
    const { errors, errorSchema } = validator.validateFormData({ username: ' ', password: 'abc', phone: '12' }, schema);
    expect(errors.map((e) => [e.property, e.message])).toEqual([
      ['.username', 'Το πεδίο είναι υποχρεωτικό'],
      ['.password', 'Ο κωδικός πρόσβασης πρέπει να έχει τουλάχιστον 10 χαρακτήρες'],
      ['.password', 'Ο κωδικός πρόσβασης πρέπει να περιέχει τουλάχιστον έναν αριθμό'],
      ['.phone', 'Μη έγκυρος αριθμός τηλεφώνου για τη χώρα'],
    ]);
    expect((errorSchema as Record<string, { __errors?: string[] }>).phone?.__errors).toEqual(['Μη έγκυρος αριθμός τηλεφώνου για τη χώρα']);
  });

  it('points required errors at the missing field', () => {
    const validator = createRjsfValidator(validate, schema, { format: (issue) => formatMessage(issue, 'es') });
    const { errors } = validator.validateFormData({}, schema);
    expect(errors.map((e) => [e.property, e.message])).toEqual([
      // rjsf's own spelling of a missing top-level property: no leading dot.
      ['username', 'Este campo es obligatorio'],
      ['password', 'Este campo es obligatorio'],
    ]);
  });

  it('answers isValid for the root schema', () => {
    const validator = createRjsfValidator(validate, schema, { format: (issue) => formatMessage(issue, 'en') });
    expect(validator.isValid(schema, { username: 'a', password: 'abcdefghij1' }, schema)).toBe(true);
    expect(validator.isValid(schema, {}, schema)).toBe(false);
  });

  it('the localizer drops the redundant if error in place', () => {
    const conditional = createAjv().compile({ if: { const: 'x' }, then: { minLength: 2 } });
    conditional('x');
    const errors = conditional.errors!;
    createLocalizer((issue) => formatMessage(issue, 'en'))(errors);
    expect(errors.map((e) => [e.keyword, e.message])).toEqual([['minLength', 'Must be at least 2 characters long']]);
  });

  it('works with the bio/parcels form and its fixture', () => {
    const parcel = readJsonFile(join(process.cwd(), 'schemas/_defs/parcel.schema.json')) as object;
    const ajv = createAjv({ shared: [{ uri: `${SCHEMA_BASE_URI}_defs/parcel.schema.json`, schema: parcel }] });
    const form = readJsonFile(join(process.cwd(), 'schemas/bio/parcels.schema.json')) as RJSFSchema;
    const rooted: RJSFSchema = { ...form, $id: `${SCHEMA_BASE_URI}bio/parcels.schema.json` };
    const validator = createRjsfValidator(ajv.compile(rooted), rooted, { format: (issue) => formatMessage(issue, 'en') });
    const fixture = readJsonFile(join(process.cwd(), 'schemas/fixtures/bio/parcels.json'));
    expect(validator.validateFormData(fixture, rooted).errors).toEqual([]);
  });
});
