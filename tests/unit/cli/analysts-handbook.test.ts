import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CUSTOM_KEYWORDS } from '../../../src/validation/keywords';
import { CELL_NAMES, FIELD_NAMES, WIDGET_NAMES } from '../../../renderers/renderer-names';

const handbook = readFileSync('docs/analysts.md', 'utf8');

// The one page an analyst reads names everything a schema may use, and only files that exist.
describe('docs/analysts.md', () => {
  it('names every portal keyword and every renderer (widget, field, table cell)', () => {
    const named = (word: string) => handbook.includes(`\`${word}\``) || handbook.includes(`"${word}"`);
    const words = [...CUSTOM_KEYWORDS.map((k) => String(k.keyword)), ...WIDGET_NAMES, ...FIELD_NAMES, ...CELL_NAMES, 'rowMap', 'bulkDelete'];
    expect(words.filter((word) => !named(word))).toEqual([]);
  });

  it('points only at files and documents that exist', () => {
    const paths = [...handbook.matchAll(/`((?:schemas|src|renderers|tests|locales)\/[^`*<>{}\s]+\.(?:json|ts|tsx))`/g)].map((m) => m[1]);
    const links = [...handbook.matchAll(/\]\(([a-z-]+\.md)(?:#[^)]*)?\)/g)].map((m) => `docs/${m[1]}`);
    expect(paths.length).toBeGreaterThan(10);
    expect([...paths, ...links].filter((path) => !existsSync(path))).toEqual([]);
  });
});
