import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJsonFile } from '../../../src/engine/schema-folder';
import { closedForm, declaredNames } from '../../../src/validation/closed-forms';
import { validateForm, validateFormBody } from '../../../src/validation/validate';

// Forms carried by request bodies are validated closed (issue #28): a field the form does not
// declare, at any depth, is refused naming it; what the form asks, in any branch, is not.

const ref = { id: '8a7f3c2e-1b4d-4e5f-9a6b-7c8d9e0f1a2b', name: 'a.pdf', size: 10, media_type: 'application/pdf' };
const extra = (path: string, property: string) => ({
  path, keyword: 'additionalProperties', messageId: 'validation.errors.additionalProperties', params: { property },
});
const finding = { requirement: 'AF 1.2', finding: 'Λείπει ημερολόγιο', severity: 'minor', deadline: '2027-06-30' };

describe('a closed form', () => {
  it('refuses a field it does not declare at any depth, naming it', () => {
    const body = { inspected_on: '2026-03-10', results: 'x', non_conformities: [{ ...finding, application_id: ref.id, status: 'closed' }], colour: 'red' };
    const issues = validateFormBody('staff/results', body);
    expect(issues).toEqual(expect.arrayContaining([
      extra('/non_conformities/0/application_id', 'application_id'),
      extra('/non_conformities/0/status', 'status'),
      extra('/colour', 'colour'),
    ]));
    expect(issues).toHaveLength(3);
    // the form as analysts wrote it (and the browser validates it) stays open
    expect(validateForm('staff/results', body)).toEqual([]);
    expect(validateFormBody('staff/results', { inspected_on: '2026-03-10', results: 'x', report: { ...ref, owner: 'x' } })).toEqual([extra('/report/owner', 'owner')]);
  });

  it('takes an answer of a branch the person left: it is the form\'s own question', () => {
    // accepted with a signed copy first, then declined: the copy stays in the browser's data
    expect(validateFormBody('lifecycle/offer-reply', { reply: 'decline', decline_reason: 'Ακριβό', signed_offer: ref })).toEqual([]);
    expect(validateFormBody('lifecycle/offer-reply', { reply: 'decline', decline_reason: 'Ακριβό', price: 1 })).toEqual([extra('/price', 'price')]);
    expect(validateFormBody('staff/decision', { outcome: 'reject', reasons: 'x', valid_from: '2027-01-01', certified_items: [] })).toEqual(
      validateForm('staff/decision', { outcome: 'reject', reasons: 'x', valid_from: '2027-01-01', certified_items: [] }),
    );
  });

  it('closes branches\' refinements with what the property declares anywhere', () => {
    const schema = {
      type: 'object',
      properties: { kind: { type: 'string' }, address: { type: 'object', properties: { street: { type: 'string' } } } },
      if: { properties: { kind: { const: 'firm' } } },
      then: { properties: { address: { properties: { vat: { type: 'string' } } } } },
    };
    const closed = closedForm(schema) as unknown as { then: { properties: { address: { additionalProperties: boolean } } } };
    expect(closed.then.properties.address.additionalProperties).toBe(false);
    expect(validateForm(closed, { kind: 'firm', address: { street: 'a', vat: '1' } })).toEqual([]);
    expect(validateForm(closed, { kind: 'person', address: { street: 'a', vat: '1' } })).toEqual([]);
    expect(validateForm(closed, { kind: 'person', address: { street: 'a', x: '1' } })).toEqual([extra('/address/x', 'x')]);
    // the schema analysts wrote is not changed
    expect(schema).not.toHaveProperty('additionalProperties');
    expect(declaredNames(schema)).toEqual(['kind', 'address']);
  });

  // every sample answer of a form a request body carries validates closed as it does open
  for (const folder of ['staff', 'lifecycle', 'forms']) {
    const dir = join(process.cwd(), 'schemas/fixtures', folder);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const form = `${folder}/${file.replace(/(\.[a-z-]+)?\.json$/, '')}`;
      if (!existsSync(join(process.cwd(), 'schemas', `${form}.schema.json`))) continue;
      it(`takes the sample ${folder}/${file} as the open form does`, () => {
        const data = readJsonFile(join(dir, file));
        expect(validateFormBody(form, data)).toEqual(validateForm(form, data));
      });
    }
  }
});
