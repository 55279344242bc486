import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocument } from '../../../src/cli/questionnaire-document/build';
import { documentHtml } from '../../../src/cli/questionnaire-document/html';
import { sameTextAllowed } from '../../../src/cli/questionnaire-document/same-text-allowed';
import { runSchemasCheck } from '../../../src/cli/schemas-check-run';

/**
 * The language check (docs/reviewers.md): in a copy of locales/, a Greek text removed and
 * another left in English are listed at the end of the Greek document and fail schemas:check.
 */
const root = mkdtempSync(join(tmpdir(), 'questionnaire-languages-'));
const locales = join(root, 'locales');
const FILE = join(locales, 'el', 'bio-forms.json');

beforeAll(() => {
  cpSync('locales', locales, { recursive: true });
  const el = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, string>;
  const en = JSON.parse(readFileSync(join(locales, 'en', 'bio-forms.json'), 'utf8')) as Record<string, string>;
  delete el['bio.scope.subScopes'];
  el['bio.scope.operatorType'] = en['bio.scope.operatorType'];
  writeFileSync(FILE, JSON.stringify(el, null, 2));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('texts a language lacks or leaves in English', () => {
  it('are listed at the end of the Greek document, and only there', () => {
    const el = buildDocument({ wizardId: 'bio', locale: 'el', schemasDir: 'schemas', localesDir: locales });
    expect(el.textProblems).toEqual([
      { locale: 'el', id: 'bio.scope.operatorType', kind: 'same', sameAs: 'en', text: 'Type of operator' },
      { locale: 'el', id: 'bio.scope.subScopes', kind: 'missing' },
    ]);
    const texts = documentHtml(el).split('<section id="texts">')[1];
    expect(texts).toContain('<li>λείπει: bio.scope.subScopes</li>');
    expect(texts).toContain('<li>ίδιο με το κείμενο στα αγγλικά: bio.scope.operatorType «Type of operator»</li>');
    const en = buildDocument({ wizardId: 'bio', locale: 'en', schemasDir: 'schemas', localesDir: locales });
    expect(en.textProblems).toEqual([]);
    expect(documentHtml(en)).toContain('Every text of this questionnaire has its own wording in this language.');
  });

  it('fail schemas:check, each named', () => {
    const { lines, exitCode } = runSchemasCheck('schemas', locales);
    expect(exitCode).toBe(1);
    expect(lines.some((l) => l.includes('"bio.scope.subScopes"') && l.includes('missing in el'))).toBe(true);
    expect(lines).toContainEqual(expect.stringContaining('locales/el: "bio.scope.operatorType" is the same as in en ("Type of operator"): translate it'));
  }, 120_000);

  it('today’s files pass: what is the same on purpose is allowed, English words are not', () => {
    expect(runSchemasCheck('schemas', 'locales').exitCode).toBe(0);
    for (const same of ['GGN', 'CFM', 'AH-GROW', 'EU 2018/848', '12,5', 'Ρ.Ε.']) expect(sameTextAllowed('any.id', same, 'el'), same).toBe(true);
    expect(sameTextAllowed('globalgap.scope.standard.ifaV6Gfs', 'Integrated Farm Assurance v6 GFS', 'el')).toBe(true);
    expect(sameTextAllowed('globalgap.product.kiwano', 'Kiwano', 'es')).toBe(true);
    for (const english of ['Kiwano', 'Type of operator', 'Yes']) expect(sameTextAllowed('any.id', english, 'el'), english).toBe(false);
    expect(sameTextAllowed('any.id', 'Type of operator', 'es')).toBe(false);
  }, 120_000);
});
