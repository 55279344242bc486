import { describe, expect, it } from 'vitest';
import { MAPPED_KEYWORDS } from '../../../src/validation/issues';
import { formatMessage, LOCALES, VALIDATION_CATALOGUES } from '../../../src/validation/messages';
import { CUSTOM_KEYWORDS } from '../../../src/validation/keywords';
import { KITCHEN_SINK_DATA, KITCHEN_SINK_SCHEMA, runtimeIssues } from './support';

const produced = runtimeIssues(KITCHEN_SINK_SCHEMA, KITCHEN_SINK_DATA);

describe('validation catalogues', () => {
  it('have the same ids in el, en and es', () => {
    const en = Object.keys(VALIDATION_CATALOGUES.en).sort();
    expect(Object.keys(VALIDATION_CATALOGUES.el).sort()).toEqual(en);
    expect(Object.keys(VALIDATION_CATALOGUES.es).sort()).toEqual(en);
  });

  it('are exercised by a schema that breaks every mapped keyword', () => {
    const keywords = new Set(produced.map((i) => i.keyword));
    expect(MAPPED_KEYWORDS.filter((k) => !keywords.has(k))).toEqual([]);
    for (const { keyword } of CUSTOM_KEYWORDS) expect(keywords).toContain(keyword);
  });

  it.each(LOCALES)('hold every message id the mapper produces (%s)', (locale) => {
    const ids = new Set([...produced.map((i) => i.messageId), 'validation.errors.generic']);
    expect([...ids].filter((id) => !(id in VALIDATION_CATALOGUES[locale]))).toEqual([]);
  });

  it.each(LOCALES)('format every produced issue without falling back (%s)', (locale) => {
    for (const issue of produced) {
      const message = formatMessage(issue, locale);
      expect(message).not.toMatch(/[{}]/);
      if (issue.messageId !== 'validation.errors.generic') {
        expect(message).not.toBe(formatMessage({ ...issue, messageId: 'validation.errors.generic' }, locale));
      }
    }
  });

  it.each(LOCALES)('parse as ICU messages (%s)', (locale) => {
    const params = { limit: 2, type: 'string', kind: 'date', format: 'date', axis: 'lat', values: 'a, b', value: 'x', property: 'p', first: 1, second: 2, country: 'GR', step: 0.25, decimals: 2 };
    for (const messageId of Object.keys(VALIDATION_CATALOGUES[locale])) {
      const message = formatMessage({ path: '', keyword: 'k', messageId, params }, locale);
      expect(message, messageId).not.toMatch(/[{}]/);
    }
  });

  it('are written in their language', () => {
    for (const message of Object.values(VALIDATION_CATALOGUES.el)) expect(message).toMatch(/[α-ωά-ώ]/);
    for (const [id, message] of Object.entries(VALIDATION_CATALOGUES.es)) {
      expect(message, id).not.toBe(VALIDATION_CATALOGUES.en[id]);
    }
  });
});
