import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CUSTOM_KEYWORDS } from '../../../src/validation/keywords';
import { ANSWER_RULE_KEYWORDS } from '../../../src/validation/answer-rules/collect';
import { CELL_NAMES, FIELD_NAMES, WIDGET_NAMES } from '../../../renderers/renderer-names';

const handbook = readFileSync('docs/analysts.md', 'utf8');

// The one page an analyst reads names everything a schema may use, and only files that exist.
describe('docs/analysts.md', () => {
  it('names every portal keyword (the rules across steps too) and every renderer (widget, field, table cell)', () => {
    const named = (word: string) => handbook.includes(`\`${word}\``) || handbook.includes(`"${word}"`);
    const words = [...CUSTOM_KEYWORDS.map((k) => String(k.keyword)), ...ANSWER_RULE_KEYWORDS, ...WIDGET_NAMES, ...FIELD_NAMES, ...CELL_NAMES, 'rowMap', 'bulkDelete'];
    expect(words.filter((word) => !named(word))).toEqual([]);
  });

  it('points only at files and documents that exist', () => {
    const paths = [...handbook.matchAll(/`((?:schemas|src|renderers|tests|locales)\/[^`*<>{}\s]+\.(?:json|ts|tsx))`/g)].map((m) => m[1]);
    const links = [...handbook.matchAll(/\]\(([a-z-]+\.md)(?:#[^)]*)?\)/g)].map((m) => `docs/${m[1]}`);
    expect(paths.length).toBeGreaterThan(10);
    expect([...paths, ...links].filter((path) => !existsSync(path))).toEqual([]);
  });

  it('leads to docs/validation.md, which teaches each rule across steps with an example', () => {
    const reference = readFileSync('docs/validation.md', 'utf8');
    expect(ANSWER_RULE_KEYWORDS.filter((word) => !reference.includes(`### \`${word}\``) || !reference.includes(`"${word}": {`))).toEqual([]);
  });
});
