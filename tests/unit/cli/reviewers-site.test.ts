import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORYBOOK_COMMAND, writeReviewersSite } from '../../../src/cli/questionnaire-document/site';

/**
 * The reviewers' static folder (npm run reviewers:site, docs/reviewers.md): every link of each
 * landing page opens a file of the folder, and every wizard's documents are there in el, en and
 * es. Storybook is not built here (minutes): a stand-in build shows it is copied and linked.
 */
const root = mkdtempSync(join(tmpdir(), 'reviewers-site-'));
const out = join(root, 'site');
const storybook = join(root, 'storybook-static');
let written: string[];

beforeAll(async () => {
  mkdirSync(storybook);
  writeFileSync(join(storybook, 'index.html'), '<!doctype html><title>Storybook</title>');
  written = await writeReviewersSite({ out, schemasDir: 'schemas', localesDir: 'locales', formats: ['html', 'pdf'], storybook });
}, 180_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&#38;/g, '&'));

describe('the reviewers’ folder', () => {
  it.each(['index.html', 'index.en.html', 'index.es.html'])('%s: every link opens a file of the folder', (page) => {
    const html = readFileSync(join(out, page), 'utf8');
    const links = hrefs(html);
    expect(links.length).toBeGreaterThan(20);
    for (const link of links) {
      expect(link, 'relative, so the folder works anywhere').not.toMatch(/^(\/|[a-z]+:)/);
      expect(existsSync(join(out, link.split('#')[0])), link).toBe(true);
    }
    expect(links).toContain('storybook/index.html');
  });

  it('has the documents of every wizard in every language, today’s compared with the published version', () => {
    const en = readFileSync(join(out, 'index.en.html'), 'utf8');
    for (const wizard of ['bio', 'globalgap']) {
      for (const lang of ['el', 'en', 'es']) {
        for (const ext of ['html', 'pdf']) {
          expect(en).toContain(`href="questionnaires/${wizard}-working-since-published.${lang}.${ext}"`);
          expect(en).toContain(`href="questionnaires/${wizard}-v1.${lang}.${ext}"`);
        }
      }
    }
    expect(en).toContain('<h3>Changes since published version 1</h3>');
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('<html lang="el">');
    expect(written.filter((f) => f.endsWith('.pdf'))).toHaveLength(12);
  });

  it('without a Storybook build, says the command instead of a link that would not open', async () => {
    const bare = join(root, 'bare');
    await writeReviewersSite({ out: bare, schemasDir: 'schemas', localesDir: 'locales', formats: ['html'], storybook: join(root, 'none') });
    const html = readFileSync(join(bare, 'index.en.html'), 'utf8');
    expect(hrefs(html)).not.toContain('storybook/index.html');
    expect(html).toContain(STORYBOOK_COMMAND);
    for (const link of hrefs(html)) expect(existsSync(join(bare, link)), link).toBe(true);
  }, 120_000);
});
