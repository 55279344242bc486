import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pageEncoding } from './compressed-page.ts';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};
// a file name the build gives: no folders, no dot-dot
const ASSET_NAME = /^[\w-]+(\.[\w-]+)*$/;
// scripts and styles are kept; source maps (megabytes, asked for by developer tools only) are not
const LARGEST_KEPT = 1024 * 1024;

/**
 * `/assets/*`: the build's hashed scripts and styles, from memory after their first request,
 * brotli or gzip as the browser accepts (the build writes both beside each file). A phone
 * opening a page asks for some 60 of them at once over one HTTP/2 connection; read from disk
 * through the static plugin each took about 0.8 ms of the server's time, so the last answers
 * started 50–70 ms late. Anything else under assets/ (source maps) goes to the static plugin.
 */
export function registerHashedAssets(app: FastifyInstance, clientDir: string): void {
  const dir = path.join(clientDir, 'assets');
  const kept = new Map<string, Promise<Buffer | null>>();
  const read = (file: string): Promise<Buffer | null> => {
    let pending = kept.get(file);
    if (!pending) {
      pending = fs.readFile(path.join(dir, file)).then(
        (content) => {
          if (content.length > LARGEST_KEPT) kept.delete(file);
          return content;
        },
        () => null,
      );
      kept.set(file, pending);
    }
    return pending;
  };

  app.get('/assets/*', async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    const type = TYPES[path.extname(name)];
    if (!ASSET_NAME.test(name)) return reply.callNotFound();
    if (!type) return reply.sendFile(name, dir);
    const encoding = pageEncoding(request.headers['accept-encoding']);
    const body = (encoding && (await read(`${name}.${encoding === 'br' ? 'br' : 'gz'}`))) || null;
    const plain = body ? null : await read(name);
    if (!body && !plain) return reply.callNotFound();
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('Vary', 'Accept-Encoding').type(type);
    if (body) reply.header('Content-Encoding', encoding!);
    return reply.send(body ?? plain);
  });
}
