import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPersonName } from '../../../src/validation/rules/text';
import { validateForm } from '../../../src/validation/validate';
import { formatIssues } from '../../../src/validation/messages';

const fixture = (form: string) => JSON.parse(readFileSync(`schemas/fixtures/${form}.json`, 'utf8'));

describe('personal names', () => {
  it.each(['Μαρία', 'Ιωάννης-Παύλος', "D'Angelo", 'José María', 'Núñez de la Peña', 'Αναστασίου (Τάσος)', 'J. R.', ''])('accepts %j', (name) =>
    expect(isPersonName(name)).toBe(true),
  );
  it.each(['Μαρία 🌼', '😀', 'Ana\u0000', 'Ana\tMaría', 'Jo\u200dsé', 'Ana ♥', 'Pedro\u202e'])('refuses %j', (name) =>
    expect(isPersonName(name)).toBe(false),
  );

  it('the profile refuses an emoji in the first name and a control character in the surname, naming each in el, en and es', () => {
    const profile = fixture('forms/profile');
    const details = { ...profile.user_details, first_name: 'Μαρία 🌼', last_name: 'Παπα\u0007δοπούλου' };
    const issues = validateForm('forms/profile', { ...profile, user_details: details });
    expect(issues.map((i) => [i.path, i.messageId])).toEqual([
      ['/user_details/first_name', 'validation.errors.personName'],
      ['/user_details/last_name', 'validation.errors.personName'],
    ]);
    expect(formatIssues(issues, 'el')[0].message).toMatch(/emoji/);
    expect(formatIssues(issues, 'en')[0].message).toMatch(/emoji/);
    expect(formatIssues(issues, 'es')[0].message).toMatch(/emoji/);
  });
});
