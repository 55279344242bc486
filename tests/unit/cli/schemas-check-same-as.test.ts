import { describe, expect, it } from 'vitest';
import { loadSchemaProject } from '../../../src/cli/load-schema-project';
import { checkProject } from '../../../src/engine/checks/check-project';

// A "same as above" box copies answers by name: schemas:check names a misspelt pointer or field
// (it would copy nothing and check nothing), and accepts the boxes the forms have today,
// including the handling site's, whose answer above a wizard's step does not hold.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- reaching into the schemas
const project = loadSchemaProject('schemas', 'locales');
const sameAsProblems = (files: Record<string, unknown>) =>
  checkProject({ ...project, files }).filter((p) => p.message.startsWith('sameAs'));

const withRule = (file: string, at: (schema: Json) => Json, rule: Json) => {
  const schema = structuredClone(project.files[file]) as Json;
  at(schema).sameAs = rule;
  return { ...project.files, [file]: schema };
};
const billing = (s: Json) => s.properties.address_same;
const site = (s: Json) => s.properties.at_applicant_address;

describe('schemas:check on sameAs', () => {
  it('finds nothing wrong with the boxes of today', () => {
    expect(sameAsProblems(project.files)).toEqual([]);
  });

  it('names a copy, a field or an answer above that is not there', () => {
    const copy = sameAsProblems(withRule('_defs/accounting-details.schema.json', billing, { from: '/user_details/address', copy: 'adress' }));
    expect(copy.map((p) => p.message)).toContain('sameAs: "copy": "adress" is no question beside the box');
    const field = sameAsProblems(withRule('_defs/handling-site.schema.json', site, { from: '/user_details/address', fields: { street: 'street_name' } }));
    expect(field.map((p) => p.message)).toContain('sameAs: "fields": "street" copies "street_name", which is no question of "/user_details/address"');
    const nowhere = sameAsProblems(withRule('_defs/accounting-details.schema.json', billing, { from: '/user_detail/address', copy: 'address' }));
    expect(nowhere).toContainEqual(expect.objectContaining({ file: '_defs/accounting-details.schema.json', message: expect.stringContaining('names a question of no form') }));
  });
});
