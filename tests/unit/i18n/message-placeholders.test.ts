import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { createIntl } from '@formatjs/intl';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { SAME_AS_ENGLISH } from '../../../src/i18n/same-as-english';

/**
 * The ICU placeholders of every message: the same in el, en and es (a `{name}` dropped in one
 * language shows a sentence without the name, one added shows "{name}" itself), none that the
 * text quotes by mistake so that it prints as "{name}", and the browser's calls give every
 * placeholder a value ("Start a new one with the {buttons} above" never reaches a screen).
 */

const LOCALES = ['el', 'en', 'es'] as const;
const catalogue = (locale: string): Record<string, string> =>
  Object.assign({}, ...readdirSync(`locales/${locale}`).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(`locales/${locale}/${f}`, 'utf8'))));
const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, catalogue(locale)])) as Record<(typeof LOCALES)[number], Record<string, string>>;
const ids = Object.keys(catalogues.en);

const KIND: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'text',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
  [TYPE.tag]: 'tag',
};

/** Each placeholder of a message with its kind (`{count, plural, …}` → count: plural), nested ones too. */
function placeholders(elements: MessageFormatElement[], found = new Map<string, string>()): Map<string, string> {
  for (const element of elements) {
    const kind = KIND[element.type];
    if (kind && 'value' in element) found.set(element.value, kind);
    if ('options' in element) for (const option of Object.values(element.options)) placeholders(option.value, found);
    if ('children' in element) placeholders(element.children, found);
  }
  return found;
}
const placeholdersOf = (text: string) => placeholders(parse(text));

/** The words of a message as its reader sees them: the literal text of every branch, without placeholders. */
function wordsOf(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if ('options' in element) return Object.values(element.options).map((option) => wordsOf(option.value)).join(' ');
      if ('children' in element) return wordsOf(element.children);
      return ' ';
    })
    .join('');
}

/** A value each kind of placeholder can be formatted with. */
const sample = (kind: string) => (kind === 'number' || kind === 'plural' ? 2 : kind === 'date' || kind === 'time' ? new Date(Date.UTC(2026, 2, 31)) : kind === 'tag' ? (chunks: string) => chunks : 'x');

describe('ICU placeholders of the message catalogues', () => {
  it.each(LOCALES)('every %s message is valid ICU', (locale) => {
    const broken = Object.entries(catalogues[locale]).flatMap(([id, text]) => {
      try {
        parse(text);
        return [];
      } catch (error) {
        return [`${id}: ${(error as Error).message}`];
      }
    });
    expect(broken).toEqual([]);
  });

  it.each(['el', 'es'] as const)('every %s message has the placeholders of its English text, of the same kind', (locale) => {
    const differ = ids.flatMap((id) => {
      const english = JSON.stringify([...placeholdersOf(catalogues.en[id])].sort());
      const own = JSON.stringify([...placeholdersOf(catalogues[locale][id])].sort());
      return english === own ? [] : [`${id}: en ${english}, ${locale} ${own}`];
    });
    expect(differ).toEqual([]);
  });

  it.each(LOCALES)('no %s message prints a placeholder or a brace when its values are given', (locale) => {
    const intl = createIntl({ locale, messages: catalogues[locale], onError: () => {} });
    const leftovers = Object.entries(catalogues[locale]).flatMap(([id, text]) => {
      const values = Object.fromEntries([...placeholdersOf(text)].map(([name, kind]) => [name, sample(kind)]));
      const shown = String(intl.formatMessage({ id }, values));
      // a quoted '{name}', an i18next {{name}}, a printf %s or $1 left in the text
      return /[{}]|%[sd]|\$\d/.test(shown) ? [`${id}: ${shown}`] : [];
    });
    expect(leftovers).toEqual([]);
  });
});

// --- the browser's calls ---------------------------------------------------------------------

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full.includes(`${path.sep}server`) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(stories|test)\.tsx?$/.test(entry.name) ? [full] : [];
  });

interface Call {
  id: string;
  /** The names given, or undefined when they cannot be read (a variable, a spread). */
  given: string[] | undefined;
  where: string;
}

/** The property names of an object literal, or undefined when it is not one or spreads another. */
function namesOf(node: ts.Expression | undefined): string[] | undefined {
  if (!node) return [];
  if (!ts.isObjectLiteralExpression(node)) return undefined;
  if (node.properties.some((property) => ts.isSpreadAssignment(property))) return undefined;
  return node.properties.map((property) => (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : '?'));
}

const literal = (node: ts.Node | undefined) => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined);

/**
 * Every call with a literal message id: `formatMessage({ id: '…' }, values)`,
 * `<FormattedMessage id="…" values={{ … }} />` and the `t('…', values)` shorthands.
 */
function callsIn(file: string): Call[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const calls: Call[] = [];
  const at = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : ts.isIdentifier(node.expression) ? node.expression.text : '';
      const [first, second] = node.arguments;
      if (callee === 'formatMessage' && first && ts.isObjectLiteralExpression(first)) {
        const idProperty = first.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === 'id');
        const id = literal(idProperty?.initializer);
        if (id) calls.push({ id, given: namesOf(second), where: at(node) });
      }
      if (callee === 't' && literal(first)) calls.push({ id: literal(first)!, given: namesOf(second), where: at(node) });
    }
    if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && node.tagName.getText() === 'FormattedMessage') {
      const attribute = (name: string) => node.attributes.properties.find((p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText() === name);
      const id = literal(attribute('id')?.initializer);
      const values = attribute('values')?.initializer;
      const spread = node.attributes.properties.some((p) => ts.isJsxSpreadAttribute(p));
      const given = spread ? undefined : !values ? [] : ts.isJsxExpression(values) ? namesOf(values.expression) : undefined;
      if (id) calls.push({ id, given, where: at(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

describe("the browser's calls of messages", () => {
  const calls = ['src', 'renderers'].flatMap(sourceFiles).flatMap(callsIn);

  it('are read from the sources (the reader finds the usual places)', () => {
    const found = new Set(calls.map((call) => call.id));
    for (const id of ['applications.list.empty', 'applications.wizard.stepsBrought', 'renderers.table.deleteSelected', 'forms.errorSummary.tableRow']) expect(found, id).toContain(id);
    expect(calls.length).toBeGreaterThan(300);
  });

  it('name messages that exist', () => {
    expect(calls.filter((call) => !(call.id in catalogues.en)).map((call) => `${call.id} (${call.where})`)).toEqual([]);
  });

  it('give every placeholder of the message a value', () => {
    const unfilled = calls.flatMap((call) => {
      if (call.given === undefined || !(call.id in catalogues.en)) return [];
      const needed = [...placeholdersOf(catalogues.en[call.id]).keys()];
      const missing = needed.filter((name) => !call.given!.includes(name));
      return missing.length ? [`${call.id} (${call.where}): no value for ${missing.join(', ')}`] : [];
    });
    expect(unfilled).toEqual([]);
  });
});

// --- text left in English --------------------------------------------------------------------

// Latin words a Greek text may hold: names of standards, schemes and companies, codes, units.
const LATIN_IN_GREEK = new Set(
  ('GLOBALG GGN GLN GTIN email Email PDF IBAN GRASP LEAF Marque Tesco Nurture Albert Heijn TRACES CFM GFSI GFS IFA CoC SPRING GROW AH-GROW ' +
    'Integrated Farm Assurance Smart Global Food Safety Initiative Risk Assessment Social Practice GMP FSSC Feed SQF Code for UFAS TUV NORD ' +
    'on DNI NIE NIF CIF CP- RAS PHU WGS AgriCert AQ AH GS GR MB px Enter Escape emoji CSV JSON JavaScript Storybook storybook Excel ' +
    'Natura PPPL Delhaize AH-DLL').split(' '),
);

describe('text left in English', () => {
  it.each(['el', 'es'] as const)('no %s message is the English text, unless it reads so on purpose', (locale) => {
    const same = ids.filter((id) => catalogues[locale][id] === catalogues.en[id] && !SAME_AS_ENGLISH[locale].includes(id));
    expect(same).toEqual([]);
  });

  it('Greek messages hold no Latin words but names, codes and units', () => {
    const latin = ids.flatMap((id) => {
      const words = wordsOf(parse(catalogues.el[id])).match(/[A-Za-z][A-Za-z-]+/g) ?? [];
      const foreign = words.filter((word) => !LATIN_IN_GREEK.has(word) && !/^(ha|kg|km|m|t)$/.test(word));
      return foreign.length ? [`${id}: ${foreign.join(' ')}`] : [];
    });
    expect(latin).toEqual([]);
  });
});
