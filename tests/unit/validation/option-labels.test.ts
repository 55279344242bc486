import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { schemaCatalogOf } from '../../../src/engine/schema-folder';
import { ruleIssues } from '../../../src/validation/answer-rules';
import { formatIssues } from '../../../src/validation/messages';
import { withOptionLabels } from '../../../src/validation/option-labels';
import { validateForm } from '../../../src/validation/validate';
import type { Locale } from '../../../src/validation/types';

// What a farmer reads names a product or an add-on by its title in their language, never by
// its internal id ("apples", "leaf"), for a rule of the form (choicesFor) and a rule across
// steps (amongAnswers, coversAnswers) alike.

const catalogue = (locale: Locale) =>
  Object.assign({}, ...readdirSync(join('locales', locale)).map((f) => JSON.parse(readFileSync(join('locales', locale, f), 'utf8')) as object)) as Record<string, string>;
const form = schemaCatalogOf().forms.get('globalgap/addons-per-product')!.schema;
const say = (issues: Parameters<typeof formatIssues>[0], locale: Locale) => formatIssues(issues, locale, catalogue(locale)).map((i) => i.message);

describe('values of a list in messages', () => {
  const answers = { rows: [{ product: 'sea_bream', addons: ['leaf'] }, { product: 'apples', addons: ['grasp'] }] };

  it('an add-on not offered for the product is named by its title (choicesFor, the form’s own rule)', () => {
    const issues = withOptionLabels(validateForm('globalgap/addons-per-product', answers), form).filter((i) => i.keyword === 'choicesFor');
    expect(say(issues, 'en')).toEqual(['The add-on LEAF Marque is not offered for this product.']);
    for (const locale of ['el', 'es'] as const) expect(say(issues, locale)[0]).not.toMatch(/\bleaf\b/);
  });

  it('a product missing from Appendix 2 and an add-on chosen for no product are named by their titles (rules across steps)', () => {
    const all = { scope: { addons: ['grasp', 'spring'] }, 'appendix-2': { products: [{ product: 'peaches' }] }, 'addons-per-product': answers };
    const steps = [{ id: 'scope', form: 'globalgap/scope' }, { id: 'appendix-2', form: 'globalgap/appendix-2' }, { id: 'addons-per-product', form: 'globalgap/addons-per-product' }];
    const issues = ruleIssues(form, answers, all, steps);
    const en = say(issues, 'en');
    expect(en).toContain('Apples is not a product of Appendix 2 or a species of Appendix 2 AQ.');
    expect(en).toContain('Choose the add-on SPRING (sustainable use of water) for at least one product.');
    const es = say(issues, 'es').join(' ');
    expect(es).not.toMatch(/\bapples\b|\bspring\b|sea_bream/);
  });
});

describe('a value no list offers any more', () => {
  const schema = {
    type: 'object',
    properties: {
      rows: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            destination: { type: 'array', items: { oneOf: ['fresh_market', 'processing', 'export', 'animal_feed'].map((v) => ({ const: v, title: `t.${v}` })) } },
            product: { type: 'string', anyOf: [{ $ref: '#/$defs/fruit' }, { $ref: '#/$defs/fish' }] },
          },
        },
      },
    },
    $defs: {
      fruit: { oneOf: [{ const: 'apples', title: 'globalgap.product.apples' }] },
      fish: { oneOf: [{ const: 'trout', title: 't.trout' }] },
    },
  };

  it('is one message in words on the answer holding it, not one per option', () => {
    const issues = validateForm(schema, { rows: [{ destination: ['export'] }, { destination: ['processing', 'fresh_mrkt'], product: 'kiwano' }] });
    expect(formatIssues(issues, 'en').map(({ path, message }) => ({ path, message }))).toEqual([
      { path: '/rows/1/destination', message: '“fresh_mrkt” is no longer offered: remove it and choose from the list' },
      { path: '/rows/1/product', message: '“kiwano” is no longer offered: remove it and choose from the list' },
    ]);
    expect(formatIssues(issues, 'es')[0].message).toBe('«fresh_mrkt» ya no se ofrece: quítelo y elija de la lista');
  });
});
