import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../src/validation/create-ajv';
import { isValidIban } from '../../../src/validation/rules/iban';
import { validateForm } from '../../../src/validation/validate';
import { formatIssues } from '../../../src/validation/messages';

const fixture = (form: string) => JSON.parse(readFileSync(`schemas/fixtures/${form}.json`, 'utf8'));

describe('IBAN (ISO 13616 mod-97)', () => {
  it.each([
    ['GR1601101250000000012300695', 'Greek, the registry example'],
    ['GR16 0110 1250 0000 0001 2300 695', 'in groups of four, as printed'],
    ['es91 2100 0418 4502 0005 1332', 'Spanish, lower case'],
    ['DE89370400440532013000', 'German'],
    ['GB82WEST12345698765432', 'letters in the account part'],
  ])('accepts %s (%s)', (value) => expect(isValidIban(value)).toBe(true));

  it.each([
    ['GR00 1234', 'too short for Greece (the issue)'],
    ['GR1701101250000000012300695', 'check digits off by one'],
    ['GR1601101250000000012300696', 'one digit mistyped'],
    ['ES9121000418450200051332X', 'one character too many for Spain'],
    ['XX1601101250000000012300695', 'no such country'],
    ['GR16-0110-1250-0000-0001-2300-695', 'hyphens are not part of an IBAN'],
  ])('refuses %s (%s)', (value) => expect(isValidIban(value)).toBe(false));

  it('leaves blank to `filled`', () => {
    expect(isValidIban('')).toBe(true);
    expect(isValidIban('   ')).toBe(true);
  });

  it('runs as the iban keyword', () => {
    const validate = createAjv().compile({ type: 'string', iban: true });
    expect(validate('GR1601101250000000012300695')).toBe(true);
    expect(validate('GR00 1234')).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ keyword: 'iban' });
  });

  it('the profile refuses "GR00 1234" with a message naming the IBAN, in el, en and es', () => {
    const profile = fixture('forms/profile');
    const issues = validateForm('forms/profile', { ...profile, accounting_details: { ...profile.accounting_details, iban: 'GR00 1234' } });
    expect(issues).toEqual([expect.objectContaining({ path: '/accounting_details/iban', messageId: 'validation.errors.iban' })]);
    for (const locale of ['el', 'en', 'es'] as const) {
      const [message] = formatIssues(issues, locale);
      expect(message.message).toMatch(/IBAN/);
    }
    for (const form of ['forms/register-individual', 'forms/register-legal']) {
      const data = fixture(form);
      const wrong = validateForm(form, { ...data, accounting_details: { ...data.accounting_details, iban: 'GR00 1234' } });
      expect(wrong.map((i) => i.path), form).toEqual(['/accounting_details/iban']);
    }
  });
});
