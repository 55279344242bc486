import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../src/validation/validate';

const fixture = (form: string) => JSON.parse(readFileSync(`schemas/fixtures/${form}.json`, 'utf8'));

// The organic application asks the applicant's name in its Greek form (the Greek register of
// organic operators records it so): a Latin spelling is refused with a message saying why.
describe('the name asked in Greek letters (onlyGreekChars)', () => {
  const submission = fixture('bio/submission');

  it('accepts Greek names with accents, diaeresis, spaces and parentheses', () => {
    for (const first_name of ['Γιώργος', 'Ζωή Ελένη', 'Ευφροσύνη (Φρόσω)', 'Ραΐσα'])
      expect(validateForm('bio/submission', { ...submission, signatory: { first_name, last_name: 'Παπαδοπούλου' } })).toEqual([]);
  });

  it('refuses a Latin spelling and digits, naming the field in el, en and es', () => {
    const issues = validateForm('bio/submission', { ...submission, signatory: { first_name: 'Giorgos', last_name: 'Παπαδόπουλος2' } });
    expect(issues.map((i) => [i.path, i.messageId])).toEqual([
      ['/signatory/first_name', 'applications.submission.greekNameOnly'],
      ['/signatory/last_name', 'applications.submission.greekNameOnly'],
    ]);
    const text = (locale: string) => JSON.parse(readFileSync(`locales/${locale}/applications.json`, 'utf8'))[issues[0].messageId];
    expect(text('el')).toMatch(/ελληνικούς χαρακτήρες/);
    expect(text('en')).toMatch(/Greek letters/);
    expect(text('es')).toMatch(/letras griegas/);
  });

  it('asks for it: an empty signatory is missing, not wrong', () => {
    const issues = validateForm('bio/submission', { ...submission, signatory: { first_name: ' ', last_name: '' } });
    expect(issues.map((i) => i.path).sort()).toEqual(['/signatory/first_name', '/signatory/last_name']);
    expect(issues.every((i) => i.keyword !== 'onlyGreekChars')).toBe(true);
  });
});
