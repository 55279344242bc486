import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { noticeValues } from '../../../src/features/notifications/notice-values';

const messagesOf = (locale: string) =>
  Object.assign({}, ...readdirSync(join('locales', locale)).map((file) => JSON.parse(readFileSync(join('locales', locale, file), 'utf8')) as Record<string, string>));

/** A notification's amounts and days read as the reader writes them. */
describe('notification values', () => {
  const params = { reference: 'ΒΙΟ-2026-0042', number: 'INV-7', amount: 868, due: '2026-12-31' };
  it.each([
    ['el', /868,00\s€/, /31 Δεκ 2026/],
    ['es', /868,00\s€/, /31 dic 2026/],
    ['en', /€868\.00/, /Dec 31, 2026/],
  ])('in %s: the invoice notice says the amount in euros and the due day in words', (locale, amount, day) => {
    const intl = createIntl({ locale, messages: messagesOf(locale), timeZone: 'Europe/Athens' });
    const text = intl.formatMessage({ id: 'invoices.notify.created' }, noticeValues(params));
    expect(text).toMatch(amount);
    expect(text).toMatch(day);
    expect(text).not.toContain('2026-12-31');
  });

  it('reads a notice stored before amounts were numbers', () => {
    const intl = createIntl({ locale: 'el', messages: messagesOf('el') });
    expect(intl.formatMessage({ id: 'invoices.notify.created' }, noticeValues({ ...params, amount: '868.00' }))).toMatch(/868,00\s€/);
  });
});
