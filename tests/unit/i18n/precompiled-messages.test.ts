import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { compileCatalogue } from '../../../scripts/vite-precompiled-messages';

// The app's build ships every catalogue precompiled and formats without formatjs' parser
// (scripts/vite-precompiled-messages.ts). Each message formatted from its AST, as the browser
// does, must read exactly as the string formatted through the parser, as tests and the server do.

const LOCALES_DIR = path.resolve('locales');

/** A value for each argument a message reads, of the kind it formats (plural branches get 1 and 5). */
function sampleValues(elements: MessageFormatElement[], count: number, values: Record<string, unknown> = {}): Record<string, unknown> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        values[element.value] ??= `«${element.value}»`;
        break;
      case TYPE.number:
      case TYPE.plural:
        values[element.value] = count;
        break;
      case TYPE.date:
      case TYPE.time:
        values[element.value] = new Date(Date.UTC(2026, 10, 25, 9, 30));
        break;
      case TYPE.select:
        values[element.value] ??= Object.keys(element.options)[0];
        break;
      case TYPE.tag:
        values[element.value] = (chunks: unknown[]) => `<${element.value}>${chunks.join('')}</${element.value}>`;
        break;
    }
    if (element.type === TYPE.tag) sampleValues(element.children, count, values);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) sampleValues(option.value, count, values);
    }
  }
  return values;
}

const format = (message: string | MessageFormatElement[], locale: string, values: Record<string, unknown>) =>
  [new IntlMessageFormat(message, locale).format(values)].flat().join('');

describe('precompiled message catalogues', () => {
  // every language of the list in data (beside the folders: locales/languages.json)
  const languages = (JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, 'languages.json'), 'utf8')) as { languages: { code: string }[] }).languages;
  for (const { code: locale } of languages) {
    it(`formats every ${locale} message from its AST as from its text`, () => {
      let withArguments = 0;
      for (const file of fs.readdirSync(path.join(LOCALES_DIR, locale))) {
        const messages = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, locale, file), 'utf8')) as Record<string, string>;
        const compiled = compileCatalogue(messages, locale);
        for (const [id, text] of Object.entries(messages)) {
          const ast = compiled[id];
          if (ast.some((element) => element.type !== TYPE.literal)) withArguments += 1;
          for (const count of [1, 5]) {
            const values = sampleValues(ast, count);
            expect(format(ast, locale, values), `${locale}/${file} ${id}`).toBe(format(text, locale, values));
          }
        }
      }
      // the walk above met real ICU arguments, not only plain texts
      expect(withArguments).toBeGreaterThan(50);
    });
  }

  it('carries no source positions (they would only make every page heavier)', () => {
    const compiled = compileCatalogue({ greeting: 'Hello {name}, {count, plural, one {# file} other {# files}}' }, 'en');
    expect(JSON.stringify(compiled)).not.toContain('location');
  });
});
