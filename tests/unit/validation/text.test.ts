import { describe, expect, it } from 'vitest';
import {
  hasExactLength,
  hasPasswordDigit,
  isFilled,
  isLatinText,
  isLongEnoughPassword,
  isLowercase,
  isNumeric,
  isOnlyGreek,
} from '../../../src/validation/rules/text';

describe('filled', () => {
  it.each([
    [null, false], [false, false], ['', false], ['   ', false], ['\t\n\u00a0', false], [[], false],
    ['a', true], [' a ', true], [0, true], [true, true], [['x'], true], [{}, true],
  ])('%j → %s', (value, expected) => expect(isFilled(value)).toBe(expected));
});

describe('onlyGreekChars', () => {
  it.each([
    ['Παπαδόπουλος', true, 'tonos'],
    ['ΆΈΉΊΌΎΏ άέήίόύώ', true, 'all tonos letters'],
    ['Ϊϋ ϊ ΐ ΰ', true, 'dialytika and dialytika with tonos'],
    ['οδός', true, 'final sigma'],
    ['Αγ. Νικόλαος (Κρήτη)', true, 'full stop and parentheses'],
    ['Νικόλαος'.normalize('NFD'), true, 'decomposed tonos'],
    ['   ', true, 'whitespace only passes (filled decides)'],
    ['', true, 'empty'],
    ['Papadopoulos', false, 'Latin'],
    ['Παπα-δόπουλος', false, 'hyphen'],
    ['Οδός 5', false, 'digit'],
    ['Ηλίας, Μαρία', false, 'comma'],
    ['ἀγάπη', false, 'polytonic'],
    ['Ϣ', false, 'Coptic letter'],
  ])('%j → %s (%s)', (value, expected) => expect(isOnlyGreek(value)).toBe(expected));
});

describe('latinCharacters', () => {
  it.each([
    ['John Smith', true, 'plain'],
    ['José Ñúñez-García', true, 'Spanish accents'],
    ['François Müller, Øresund & Co.', true, 'French, German, Danish'],
    ['Straße 12/3, 2º izq.', true, 'digits and punctuation'],
    ["O'Brien (Ltd.)", true, 'apostrophe and parentheses'],
    ['Łódź', true, 'Polish'],
    ['José'.normalize('NFD'), true, 'decomposed accent'],
    ['line one\nline two', true, 'newline in free text'],
    ['Αθήνα', false, 'Greek'],
    ['Москва', false, 'Cyrillic'],
    ['Hello 😀', false, 'emoji'],
    ['١٢٣', false, 'Arabic-Indic digits'],
  ])('%j → %s (%s)', (value, expected) => expect(isLatinText(value)).toBe(expected));
});

describe('lowercase', () => {
  it.each([
    ['user@example.com', true], ['ελληνικά', true], ['123', true], ['', true],
    ['User', false], ['ΑΘΗΝΑ', false], ['Ñ', false],
  ])('%j → %s', (value, expected) => expect(isLowercase(value)).toBe(expected));
});

describe('numeric', () => {
  it.each([
    ['0123456789', true, 'Western digits'],
    ['٠١٢٣٤٥٦٧٨٩', true, 'Arabic-Indic digits'],
    ['۰۱۲۳۴۵۶۷۸۹', true, 'Eastern Arabic-Indic digits'],
    ['', true, 'empty passes'],
    ['  ', true, 'whitespace only passes'],
    ['12 34', false, 'inner space'],
    ['1.5', false, 'decimal point'],
    ['-1', false, 'minus'],
    ['12a', false, 'letter'],
    ['１２', false, 'full-width digits'],
  ])('%j → %s (%s)', (value, expected) => expect(isNumeric(value)).toBe(expected));
});

describe('exactLength', () => {
  it.each([
    ['12345', 5, true], ['1234', 5, false], ['123456', 5, false],
    ['Αθήνα', 5, true], ['😀😀', 2, true], ['', 5, true],
  ])('%j, %d → %s', (value, length, expected) => expect(hasExactLength(value, length)).toBe(expected));
});

describe('password', () => {
  it.each([
    ['abcdefghi1', true, true],
    ['abcdefghij', true, false],
    ['abc1', false, true],
    ['abc', false, false],
    ['κωδικός١٢٣', true, true],
    ['', true, true],
  ])('%j → long enough %s, has digit %s', (value, long, digit) => {
    expect(isLongEnoughPassword(value)).toBe(long);
    expect(hasPasswordDigit(value)).toBe(digit);
  });
});
