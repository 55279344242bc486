import { execFileSync } from 'node:child_process';

/** A PDF's text as a reader would copy it, by poppler's `pdftotext` (Debian's poppler-utils). */
export function pdfText(pdf: Buffer | Uint8Array): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}
