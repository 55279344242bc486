import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

// Text the browser downloads; images, fonts and source maps are left alone (maps only reach
// developers, pictures are compressed already).
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
// Below this a compressed copy saves less than its headers cost.
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of a built client folder, at the
 * highest levels by default (done once per build, so the server never compresses per request:
 * it sends the copy the browser accepts, @fastify/static `preCompressed`). Brotli's highest
 * level costs ~7 s of CPU for the whole app, level 5 a tenth of a second for 10 % more bytes:
 * `npm start` asks for that one (vite.config.ts).
 */
export async function precompressDir(dir: string, brotliQuality = 11): Promise<number> {
  const files = (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => fs.statSync(file).size >= MIN_BYTES);
  await Promise.all(
    files.map(async (file) => {
      const content = fs.readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
        gzip(content, { level: 9 }),
      ]);
      fs.writeFileSync(`${file}.br`, br);
      fs.writeFileSync(`${file}.gz`, gz);
    }),
  );
  return files.length;
}

/** Precompresses the production build once Vite has written it (see {@link precompressDir}). */
export function precompressPlugin(options: { brotliQuality?: number } = {}): Plugin {
  let outDir = '';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir, options.brotliQuality);
    },
  };
}
