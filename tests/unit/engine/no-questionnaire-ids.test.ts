import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The analysts' promise: what a questionnaire asks, and what ties its answers together, is
// data under schemas/. So the code spells no id of the organic and GLOBALG.A.P.
// questionnaires (a question, a step, a choice with `_` or `-` in it, as the issue counted):
// a rule that needs one belongs in the schemas (docs/validation.md, "Rules across steps") or
// in a wizard manifest. Comments may cite ids as examples; stories show sample forms.

type Json = Record<string, unknown>;
const FAMILIES = ['schemas/bio', 'schemas/globalgap'];
const WIZARDS = ['schemas/wizards/bio.json', 'schemas/wizards/globalgap.json'];
// Names that are the code's own too: columns and profile fields of the portal, shared by every
// form, the kind of customer a legal entity is, and the customer an application is for (the
// API's filter and the customers' column, which GLOBALG.A.P.'s own general step asks too).
const THE_CODES_OWN = new Set(['first_name', 'last_name', 'full_name', 'legal_entity', 'customer_id']);

const files = (dir: string, test: (name: string) => boolean): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

function questionnaireIds(): Set<string> {
  const ids = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node as Json)) {
      if (key === 'properties' && value && typeof value === 'object') Object.keys(value).forEach((name) => ids.add(name));
      if (key === 'const' && typeof value === 'string') ids.add(value);
      walk(value);
    }
  };
  for (const dir of FAMILIES) for (const file of files(dir, (name) => name.endsWith('.schema.json'))) walk(JSON.parse(readFileSync(file, 'utf8')));
  for (const file of WIZARDS) for (const step of (JSON.parse(readFileSync(file, 'utf8')) as { steps: { id: string }[] }).steps) ids.add(step.id);
  return new Set([...ids].filter((id) => /[_-]/.test(id) && !THE_CODES_OWN.has(id)));
}

// Comments and module paths out (a renderer's folder may share a step's name); strings and code kept.
const withoutComments = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
    .replace(/(\bfrom\s*|\bimport\s*\(\s*)(['"])[^'"]*\2/g, '$1');

describe('src/ and renderers/', () => {
  it('spell no questionnaire id of schemas/bio or schemas/globalgap', () => {
    const ids = questionnaireIds();
    expect(ids.size).toBeGreaterThan(100);
    const code = [...files('src', (n) => /\.tsx?$/.test(n)), ...files('renderers', (n) => /\.tsx?$/.test(n))].filter(
      (file) => !/\.stories\.tsx?$|\.gen\.ts$|[\\/]stories[\\/]|-fixtures\.ts$/.test(file),
    );
    const found: string[] = [];
    for (const file of code) {
      const source = withoutComments(readFileSync(file, 'utf8'));
      for (const word of source.matchAll(/['"`/]([A-Za-z0-9_-]+)(?=['"`/])/g)) if (ids.has(word[1])) found.push(`${file}: ${word[1]}`);
    }
    expect([...new Set(found)]).toEqual([]);
  });
});
