import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { interfaceLanguageProblems } from '../../../src/cli/interface-languages-check';

const schemas = path.resolve('schemas');
let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A copy of locales/ to change, with `languages` as its list. */
function localesWith(languages: { code: string; name: string }[]) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'languages-'));
  fs.cpSync('locales', dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'languages.json'), JSON.stringify({ languages }));
  return dir;
}

const three = [{ code: 'el', name: 'Ελληνικά' }, { code: 'en', name: 'English' }, { code: 'es', name: 'Español' }];

describe("schemas:check on the interface's languages (locales/languages.json)", () => {
  it('finds nothing wrong with the repository', () => {
    expect(interfaceLanguageProblems(schemas, path.resolve('locales'))).toEqual([]);
  });

  it('names what a fourth language still lacks: its message files and ids', () => {
    const locales = localesWith([...three, { code: 'it', name: 'Italiano' }]);
    fs.mkdirSync(path.join(locales, 'it'));
    fs.writeFileSync(path.join(locales, 'it', 'app.json'), JSON.stringify({ 'layout.language.hint': 'Invio per cambiare lingua' }));
    const problems = interfaceLanguageProblems(schemas, locales);
    const files = new Set(problems.map((p) => p.file));
    expect(files).toContain('locales/it/errors.json');
    expect(problems).toContainEqual({ file: 'locales/it/errors.json', pointer: '', message: 'is missing: el, en, es have it' });
    expect(problems).toContainEqual({ file: 'locales/it/app.json', pointer: '', message: 'message id "layout.skipToContent" is missing' });
    // the three translated languages are not blamed for the new one's gaps
    expect(problems.filter((p) => /^locales\/(el|en|es)\//.test(p.file))).toEqual([]);
  });

  it('takes a fourth language whole from its files and its line: no form, schema or code names it', () => {
    const locales = localesWith([...three, { code: 'it', name: 'Italiano' }]);
    fs.cpSync(path.join(locales, 'en'), path.join(locales, 'it'), { recursive: true });
    expect(interfaceLanguageProblems(schemas, locales)).toEqual([]);
  });

  it('names a form that lists the languages by hand instead of reading the list', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'language-forms-'));
    try {
      fs.cpSync(schemas, copy, { recursive: true });
      const file = path.join(copy, 'staff', 'staff-account.schema.json');
      const form = JSON.parse(fs.readFileSync(file, 'utf8'));
      form.properties.locale = { type: 'string', title: 'staff.accounts.locale', oneOf: [{ const: 'el' }, { const: 'en' }, { const: 'es' }] };
      fs.writeFileSync(file, JSON.stringify(form));
      expect(interfaceLanguageProblems(copy, path.resolve('locales'))).toEqual([
        { file: 'staff/staff-account.schema.json', pointer: '/properties/locale', message: 'lists the languages by hand: use "interfaceLanguage": true and "ui:widget": "interfaceLanguage", which follow locales/languages.json' },
      ]);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it('names a message one language lacks or leaves empty', () => {
    const locales = localesWith(three);
    const file = path.join(locales, 'es', 'errors.json');
    const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    delete messages['errors.notFound'];
    messages['errors.generic'] = ' ';
    fs.writeFileSync(file, JSON.stringify(messages));
    expect(interfaceLanguageProblems(schemas, locales)).toEqual([
      { file: 'locales/es/errors.json', pointer: '', message: 'message id "errors.generic" has no text' },
      { file: 'locales/es/errors.json', pointer: '', message: 'message id "errors.notFound" is missing' },
    ]);
  });

  it('names a listed language without a folder, a folder not listed, and a malformed line', () => {
    const locales = localesWith([...three, { code: 'pt', name: 'Português' }, { code: 'EN-gb', name: '' }]);
    fs.mkdirSync(path.join(locales, 'de'));
    expect(interfaceLanguageProblems(schemas, locales)).toEqual(expect.arrayContaining([
      { file: 'locales/languages.json', pointer: '/languages/4/code', message: '"EN-gb" is not a language code (two or three lower-case letters: el, en, es)' },
      { file: 'locales/languages.json', pointer: '/languages/4/name', message: 'names no language: the menu shows this name, written in the language itself' },
      { file: 'locales/languages.json', pointer: '/languages', message: 'lists "pt", which has no folder locales/pt/ of message files' },
      { file: 'locales/de', pointer: '', message: 'is a folder of messages in no language of locales/languages.json: add its line there' },
    ]));
  });
});
