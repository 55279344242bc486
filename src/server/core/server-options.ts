import type { FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config';

/**
 * With a certificate the portal speaks HTTP/2 over TLS (HTTP/1.1 still answers older clients):
 * a phone then fetches the page's many small scripts over one connection instead of queueing
 * them on six, and browsers accept brotli only over HTTPS. Behind a reverse proxy (docs/deploy.md)
 * the proxy does this and the process speaks plain HTTP/1.1.
 */
export function transportOptions(config: ServerConfig): Partial<FastifyServerOptions> {
  if (!config.tls) return {};
  // Fastify's types tie http2 to another instance type; the handlers only use what both share
  return { http2: true, https: { allowHTTP1: true, cert: config.tls.cert, key: config.tls.key } } as unknown as Partial<FastifyServerOptions>;
}
