import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createPageHtml, pageLocale } from './page-preloads.ts';
import type { ServerLocale } from '../i18n/catalogue.ts';

/** Plain HTML an address shows a browser without JavaScript (put in a `<noscript>` of its page), and the page's title; undefined for most addresses. */
export type NoScriptPage = (urlPath: string, locale: ServerLocale, query: URLSearchParams) => Promise<{ title: string; html: string } | undefined>;
import { compressPage, pageEncoding } from './compressed-page.ts';
import { registerHashedAssets } from './hashed-assets.ts';

// No 'unsafe-eval': forms validate with precompiled code. Styles are inline because
// Emotion (Chakra) injects them at run time. Tiles and the address search may live on
// other HTTPS hosts (configurable), hence https: for images and connections.
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self' https:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Serves the built app; any path that is not a file and not /api gets index.html (client routing). */
export function registerClientApp(app: FastifyInstance, clientDir: string, noScript?: NoScriptPage): void {
  const indexFile = path.join(clientDir, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  if (hasClient) {
    app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      // the build writes .br and .gz beside each text file (scripts/vite-precompress.ts)
      preCompressed: true,
      // otherwise `send` overwrites ours with "public, max-age=0"
      cacheControl: false,
      setHeaders(res, filePath) {
        // a file name under assets/ carries its content hash: it never changes
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
    registerHashedAssets(app, clientDir);
  }
  // a callback, not an async function: it runs for every answer (docs/performance.md, "API")
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    if (!request.url.startsWith('/api')) reply.header('Content-Security-Policy', contentSecurityPolicy);
    done(null, payload);
  });
  const pageHtml = hasClient ? createPageHtml(clientDir) : () => '';
  // the page differs by address and language (its preload hints), so caches must key on the cookie
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const [urlPath, search = ''] = request.url.split('?');
    let html = pageHtml(urlPath, request.headers.cookie, request.headers['accept-language']);
    const plain = noScript ? await noScript(urlPath, pageLocale(request.headers.cookie, request.headers['accept-language']), new URLSearchParams(search)) : undefined;
    if (plain) html = html.replace(/<title>[^<]*<\/title>/, `<title>${plain.title.replace(/[&<>]/g, (ch) => `&#${ch.charCodeAt(0)};`)}</title>`).replace('<div id="root"></div>', `${plain.html}<div id="root"></div>`);
    const encoding = pageEncoding(request.headers['accept-encoding']);
    // a page with live content (a certificate's status) is never kept, by a cache or by us
    reply.header('Cache-Control', plain ? 'no-store' : 'no-cache').header('Vary', 'Cookie, Accept-Language, Accept-Encoding').type('text/html; charset=utf-8');
    return encoding ? reply.header('Content-Encoding', encoding).send(compressPage(html, encoding, !plain)) : reply.send(html);
  };
  // The root is a folder to the static plugin, which refuses to list it: serve the app.
  if (hasClient) app.get('/', (request, reply) => sendIndex(request, reply));
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api') && hasClient;
    if (isPage && !path.extname(request.url.split('?')[0])) return sendIndex(request, reply);
    return reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
      messageId: 'errors.notFound',
    });
  });
}
