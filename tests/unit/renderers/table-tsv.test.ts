import { describe, expect, it } from 'vitest';
import { isMultiCellPaste, parseTsv } from '../../../renderers/table/tsv';

describe('parseTsv', () => {
  it.each([
    ['a\tb\nc\td', [['a', 'b'], ['c', 'd']]],
    ['a\tb\r\nc\td\r\n', [['a', 'b'], ['c', 'd']]],
    ['a\t\tc\n', [['a', '', 'c']]],
    ['\tb\n', [['', 'b']]],
    ['a\t\n', [['a', '']]],
    ['single', [['single']]],
    ['', []],
    ['a\n\nb', [['a'], [''], ['b']]],
    ['"x\ty"\tz', [['x\ty', 'z']]],
    ['"line 1\nline 2"\tz\nnext', [['line 1\nline 2', 'z'], ['next']]],
    ['"say ""hi"""\t2', [['say "hi"', '2']]],
    ['5" screen\t2', [['5" screen', '2']]],
    ['"open quote\tb', [['"open quote', 'b']]],
  ])('%j', (text, rows) => {
    expect(parseTsv(text)).toEqual(rows);
  });
});

describe('isMultiCellPaste', () => {
  it.each([
    ['plain', false],
    ['plain\n', false],
    ['a\tb', true],
    ['a\nb', true],
    ['"a\nb"', false],
  ])('%j → %s', (text, multi) => {
    expect(isMultiCellPaste(text)).toBe(multi);
  });
});
