import { execFileSync } from 'node:child_process';

/** A PDF's text as a reader would copy it, by poppler's `pdftotext` (Debian's poppler-utils). */
export function pdfText(pdf: Buffer | Uint8Array): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}

/** A PDF's text page by page (pdftotext ends each page with a form feed), each page's lines without the blank ones. */
export function pdfPages(pdf: Buffer | Uint8Array): string[][] {
  const pages = pdfText(pdf).split('\f');
  if (pages.at(-1)?.trim() === '') pages.pop();
  return pages.map((page) => page.split('\n').filter((line) => line.trim() !== ''));
}
