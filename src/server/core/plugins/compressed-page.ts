import zlib from 'node:zlib';

type Encoding = 'br' | 'gzip';

/** The encoding a browser's Accept-Encoding allows, brotli first; undefined: send it plain. */
export function pageEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = (acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !quality || !/^q=0(\.0*)?$/.test(quality.trim()))
    .map(([name]) => name.trim());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

// index.html differs only by address pattern and language (its preload hints): a few dozen
// variants, each compressed once
const MAX_KEPT = 256;
const kept = new Map<string, Buffer>();

/**
 * index.html compressed as the browser accepts (the build precompresses every other file): on
 * a slow network its 7 kB are 2 kB, and it is the first thing a phone waits for.
 */
export function compressPage(html: string, encoding: Encoding, keep = true): Buffer {
  const key = `${encoding}\n${html}`;
  let body = keep ? kept.get(key) : undefined;
  if (!body) {
    body =
      encoding === 'br'
        ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } })
        : zlib.gzipSync(html, { level: 9 });
    if (!keep) return body;
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(key, body);
  }
  return body;
}
