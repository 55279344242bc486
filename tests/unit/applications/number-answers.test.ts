import { describe, expect, it } from 'vitest';
import { summaryLines } from '../../../src/server/applications/pdf/summary-lines';

const schema = {
  type: 'object',
  properties: { area: { type: 'number', title: 'area' }, year: { type: 'integer', title: 'year' } },
};
const words = (locale: string) => ({ t: (id: string) => id, formatDate: (iso: string) => iso, locale });

describe('a number answer', () => {
  it('is written with the reader\'s decimal sign and no grouping, on the PDF as on the answers page', () => {
    const answers = { area: 2.5, year: 2026 };
    expect(summaryLines(schema, {}, answers, words('el'))).toEqual([
      { depth: 0, label: 'area', value: '2,5' },
      { depth: 0, label: 'year', value: '2026' },
    ]);
    expect(summaryLines(schema, {}, { area: 1234.75 }, words('es'))[0]!.value).toBe('1234,75');
    expect(summaryLines(schema, {}, { area: 0.125 }, words('en'))[0]!.value).toBe('0.125');
  });
});
