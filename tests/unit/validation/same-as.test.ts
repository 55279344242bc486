import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJsonFile, readSchemaCatalog, schemaCatalogOf } from '../../../src/engine/schema-folder';
import { createAjv } from '../../../src/validation/create-ajv';
import { validateWith } from '../../../src/validation/issues';
import { compileStandalone } from '../../../src/validation/standalone';
import { validateFormBody } from '../../../src/validation/validate';
import { sameAsHidden, withSameAs } from '../../../src/validation/rules/same-as';
import type { CompiledValidate } from '../../../src/validation/types';

// "Same as the address above" and "That's me" (issue 47): one keyword, `sameAs`, declared in
// the schemas; the browser's copy (withSameAs), the server's Ajv and the browser's precompiled
// validator agree on the profile form.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- form answers, read by a test
const profile = readJsonFile(join(process.cwd(), 'schemas/fixtures/forms/profile.json')) as Json;
const schema = schemaCatalogOf().forms.get('forms/profile')!.schema;
const address = profile.user_details.address;

const ticked = (): Json => ({
  ...profile,
  handling_manager: { is_applicant: true },
  handling_sites: [{ ...profile.handling_sites[0], at_applicant_address: true }, profile.handling_sites[1]],
  accounting_details: { ...profile.accounting_details, address_same: true },
});

describe('withSameAs: the copy a ticked box stands for', () => {
  it('copies the address into the invoice address and the site, and the applicant into the manager', () => {
    const copied = withSameAs(schema, ticked());
    expect(copied.accounting_details.address).toEqual(address);
    expect(copied.handling_sites[0]).toMatchObject({ street: 'Ερμού', number: '10', postcode: '10563', name: 'Κτήμα' });
    expect(copied.handling_sites[1]).toBe(profile.handling_sites[1]);
    expect(copied.handling_manager).toEqual({ is_applicant: true, first_name: 'Μαρία', last_name: 'Οικονόμου', phone: '6912345678', email: 'maria@example.org' });
    // a copy, not the same object: editing one never edits the other behind the person's back
    expect(copied.accounting_details.address).not.toBe(address);
  });

  it('keeps the copy in step when the answer above changes, and leaves unticked boxes alone', () => {
    const first = withSameAs(schema, ticked());
    const moved: Json = { ...first, user_details: { ...first.user_details, address: { street: 'Τσιμισκή', street_number: '5' } } };
    const again = withSameAs(schema, moved);
    expect(again.accounting_details.address).toEqual({ street: 'Τσιμισκή', street_number: '5' });
    // a field the address above no longer has is no longer in the copy
    expect(again.handling_sites[0]).not.toHaveProperty('postcode');
    expect(again.handling_sites[0].street).toBe('Τσιμισκή');
    const unticked = { ...moved, accounting_details: { ...moved.accounting_details, address_same: false } };
    expect(withSameAs(schema, unticked).accounting_details.address).toEqual(address);
  });

  it('returns the very same answers when nothing is to copy (no re-render on every change)', () => {
    const done = withSameAs(schema, ticked());
    expect(withSameAs(schema, done)).toBe(done);
    expect(withSameAs(schema, profile)).toBe(profile);
  });

  it('names the questions a ticked box hides, only where the answer above is in the form', () => {
    const site = (schema.$defs as Json)['_defs__handling-site'];
    expect(sameAsHidden(site, { at_applicant_address: true }, profile)).toEqual(['division', 'street', 'number', 'postcode']);
    // a wizard's step holding a profile's site has no user details: the box means nothing there
    expect(sameAsHidden(site, { at_applicant_address: true }, { handling_sites: [] })).toEqual([]);
    expect(sameAsHidden(site, { at_applicant_address: false }, profile)).toEqual([]);
  });
});

describe('the sameAs keyword: the server and the browser judge alike', () => {
  const differs = () => {
    const copied = withSameAs(schema, ticked());
    return {
      ...copied,
      accounting_details: { ...copied.accounting_details, address: { ...address, street_number: '12' } },
      handling_manager: { ...copied.handling_manager, phone: '6900000000' },
    };
  };

  it('the server refuses a ticked box whose copy differs, on the box, and passes the copy', () => {
    expect(validateFormBody('forms/profile', withSameAs(schema, ticked()))).toEqual([]);
    expect(validateFormBody('forms/profile', differs())).toEqual([
      expect.objectContaining({ path: '/handling_manager/is_applicant', keyword: 'sameAs', messageId: 'validation.errors.sameAs' }),
      expect.objectContaining({ path: '/accounting_details/address_same', keyword: 'sameAs', messageId: 'validation.errors.sameAs' }),
    ]);
  });

  describe('the precompiled (browser) validator', () => {
    const { formFiles, defs } = readSchemaCatalog();
    const form = formFiles.find((f) => f.id === 'forms/profile')!;
    let dir: string;
    let browser: CompiledValidate;
    let server: CompiledValidate;
    beforeAll(async () => {
      const inputs = [{ id: form.id, uri: form.uri, schema: form.schema }];
      dir = mkdtempSync(join(tmpdir(), 'same-as-'));
      const file = join(dir, 'validators.mjs');
      writeFileSync(file, compileStandalone(inputs, { shared: defs }));
      browser = ((await import(pathToFileURL(file).href)) as { validators: Record<string, CompiledValidate> }).validators[form.id]!;
      const ajv = createAjv({ shared: defs });
      ajv.addSchema(form.schema, form.uri);
      server = ajv.getSchema(form.uri)!;
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it.each([
      ['copied', () => withSameAs(schema, ticked())],
      ['differing', differs],
      ['ticked, nothing above', () => ({ ...ticked(), user_details: { ...profile.user_details, address: undefined } })],
    ])('gives the issues the server gives (%s)', (_name, data) => {
      const expected = validateWith(server, data());
      expect(validateWith(browser, data())).toEqual(expected);
    });

    it('refuses the differing copy', () => {
      expect(validateWith(browser, differs()).map((i) => `${i.path} ${i.keyword}`)).toEqual(
        expect.arrayContaining(['/accounting_details/address_same sameAs', '/handling_manager/is_applicant sameAs']),
      );
    });
  });

  it('refuses a malformed rule when the form is compiled (schemas:check names it)', () => {
    expect(() => createAjv().compile({ type: 'boolean', sameAs: { from: 'user_details' } })).toThrow(/sameAs/);
    expect(() => createAjv().compile({ type: 'boolean', sameAs: { from: '/a', copy: 'b/c' } })).toThrow(/sameAs/);
  });
});
