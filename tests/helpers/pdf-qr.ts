import { execFileSync } from 'node:child_process';
import jsQR from 'jsqr';

/**
 * The text of the QR code on a PDF's first page, read as a phone would: the page is rendered
 * to an image by poppler's `pdftoppm` (Debian's poppler-utils) and the code decoded by jsQR.
 * Null when no code can be read.
 */
export function qrOfPdf(pdf: Buffer | Uint8Array, dpi = 150): string | null {
  // binary PPM (P6): a short text header, then RGB bytes
  const ppm = execFileSync('pdftoppm', ['-r', String(dpi), '-f', '1', '-l', '1', '-'], { input: pdf, maxBuffer: 64 * 1024 * 1024 });
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(ppm.subarray(0, 50).toString('latin1'));
  if (!header) throw new Error('pdftoppm gave no PPM image');
  const [whole, w, h] = header;
  const width = Number(w);
  const height = Number(h);
  const rgb = ppm.subarray(whole.length);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0, j = 0; i < width * height * 3; i += 3, j += 4) {
    rgba[j] = rgb[i];
    rgba[j + 1] = rgb[i + 1];
    rgba[j + 2] = rgb[i + 2];
    rgba[j + 3] = 255;
  }
  return jsQR(rgba, width, height)?.data ?? null;
}
