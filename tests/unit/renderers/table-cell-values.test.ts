import { describe, expect, it } from 'vitest';
import { parseLocaleNumber, toCellText, toCellValue } from '../../../renderers/table/cell-values';
import type { TableColumn } from '../../../renderers/table/columns';

const column = (kind: TableColumn['kind'], options: TableColumn['options'] = []): TableColumn => ({
  key: 'k',
  title: 'K',
  kind,
  required: false,
  options,
});

describe('parseLocaleNumber', () => {
  it.each([
    ['12', 12],
    ['12.5', 12.5],
    ['12,5', 12.5],
    ['-0,3', -0.3],
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1 234,5', 1234.5],
    ['1\u00a0234', 1234],
    ['1.234.567', 1234567],
    ['1,234,567', 1234567],
    ['1e3', 1000],
    ['abc', undefined],
    ['12 kg', undefined],
    ['', undefined],
    ['1-2', undefined],
  ])('%j → %s', (text, value) => {
    expect(parseLocaleNumber(text)).toBe(value);
  });
});

describe('toCellValue', () => {
  it('clears a cell for empty text', () => {
    expect(toCellValue(column('text'), '   ')).toBeUndefined();
    expect(toCellValue(column('number'), '')).toBeUndefined();
  });
  it('keeps text as typed', () => {
    expect(toCellValue(column('text'), ' Κάμπος ')).toBe(' Κάμπος ');
  });
  it('converts numbers, keeping what does not convert', () => {
    expect(toCellValue(column('number'), '12,5')).toBe(12.5);
    expect(toCellValue(column('integer'), '7')).toBe(7);
    expect(toCellValue(column('number'), 'twelve')).toBe('twelve');
  });
  it.each([
    ['yes', true],
    ['TRUE', true],
    ['ναι', true],
    ['Sí', true],
    ['x', true],
    ['no', false],
    ['0', false],
    ['Όχι', false],
    ['maybe', 'maybe'],
  ])('boolean %j → %s', (text, value) => {
    expect(toCellValue(column('boolean'), text)).toBe(value);
  });
  it('matches enum options by value or label, in any case', () => {
    const crop = column('enum', [
      { value: 'olive', label: 'Ελιά' },
      { value: 2, label: 'Two' },
    ]);
    expect(toCellValue(crop, 'olive')).toBe('olive');
    expect(toCellValue(crop, 'ελιά')).toBe('olive');
    expect(toCellValue(crop, '2')).toBe(2);
    expect(toCellValue(crop, 'pear')).toBe('pear');
  });
  it.each([
    ['2024-03-15', '2024-03-15'],
    ['15/03/2024', '2024-03-15'],
    ['5.3.2024', '2024-03-05'],
    ['soon', 'soon'],
  ])('date %j → %j', (text, value) => {
    expect(toCellValue(column('date'), text)).toBe(value);
  });
});

describe('toCellText', () => {
  it.each([
    [undefined, ''],
    [null, ''],
    [12.5, '12.5'],
    ['a', 'a'],
    [{ a: 1 }, '{"a":1}'],
  ])('%j → %j', (value, text) => {
    expect(toCellText(value)).toBe(text);
  });
});

describe('a cell of several choices narrowed by another step (a member’s products among Appendix 2’s)', () => {
  const list = [
    { value: 'apples', label: 'Μήλα' },
    { value: 'peaches', label: 'Ροδάκινα' },
  ];
  const narrowed: TableColumn = { ...column('choices', [list[1]]), labels: list };

  it('reads pasted names against the whole list, so a product Appendix 2 lacks is read and judged by its rule', () => {
    expect(toCellValue(narrowed, 'Ροδάκινα, μήλα; kiwano')).toEqual(['peaches', 'apples', 'kiwano']);
  });

  it('shows a chosen product by its words, offered or not', () => {
    expect(toCellText(['apples', 'peaches'], narrowed)).toBe('Μήλα, Ροδάκινα');
  });
});
