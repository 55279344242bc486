import { describe, expect, it } from 'vitest';
import { formatIssues, formatMessage, normalizeLocale } from '../../../src/validation/messages';
import type { ValidationIssue } from '../../../src/validation/types';

const issue = (messageId: string, params: Record<string, unknown> = {}): ValidationIssue => ({
  path: '/x',
  keyword: 'k',
  messageId: `validation.errors.${messageId}`,
  params,
});

describe('formatIssues', () => {
  it('renders the specification messages in every locale', () => {
    expect(formatMessage(issue('passwordLength', { limit: 10 }), 'en')).toBe('Password must be at least 10 characters long');
    expect(formatMessage(issue('passwordDigit'), 'en')).toBe('Password must contain at least one number');
    expect(formatMessage(issue('confirmed'), 'en')).toBe('Passwords must match');
    expect(formatMessage(issue('phone', { country: 'GR' }), 'el')).toBe('Μη έγκυρος αριθμός τηλεφώνου για τη χώρα');
    expect(formatMessage(issue('identification', { country: 'ES' }), 'es')).toBe(
      'Número de identificación no válido para el país',
    );
  });

  it('shows the length with ICU plurals', () => {
    expect(formatMessage(issue('minLength', { limit: 1 }), 'en')).toBe('Must be at least 1 character long');
    expect(formatMessage(issue('maxLength', { limit: 50 }), 'el')).toBe('Πρέπει να έχει το πολύ 50 χαρακτήρες');
    expect(formatMessage(issue('exactLength', { limit: 1 }), 'es')).toBe('Debe tener exactamente 1 carácter');
  });

  it('falls back: region locale to its language, unknown locale to English, unknown id to generic', () => {
    expect(normalizeLocale('el-GR')).toBe('el');
    expect(normalizeLocale('fr')).toBe('en');
    expect(formatMessage(issue('required'), 'el-GR')).toBe('Το πεδίο είναι υποχρεωτικό');
    expect(formatMessage(issue('required'), 'de')).toBe('This field is required');
    expect(formatMessage({ ...issue('x'), messageId: 'nowhere.to.be.found' }, 'es')).toBe('El valor no es válido');
  });

  it('translates errorMessage ids from an extra catalogue', () => {
    const extra = { 'bio.parcel.osdeInvalid': 'Ο κωδικός ΟΣΔΕ έχει 11 ψηφία' };
    const [formatted] = formatIssues([{ ...issue('x'), messageId: 'bio.parcel.osdeInvalid' }], 'el', extra);
    expect(formatted.message).toBe('Ο κωδικός ΟΣΔΕ έχει 11 ψηφία');
  });

  it('keeps the issue fields and adds the message', () => {
    const [formatted] = formatIssues([issue('latLong', { axis: 'lon' })], 'en');
    expect(formatted).toMatchObject({ path: '/x', keyword: 'k', params: { axis: 'lon' } });
    expect(formatted.message).toMatch(/^Enter a longitude between -180 and 180/);
  });
});
