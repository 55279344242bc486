import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ServerConfig } from '../core/config';

/**
 * Registers the multipart parser for `uploadFile`. Parts are read by the handler, after
 * authentication, as a stream: nothing is buffered or written before the caller is known.
 */
export function registerUploads(app: FastifyInstance, config: Pick<ServerConfig, 'maxUploadBytes'>) {
  return app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: config.maxUploadBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 100 },
  });
}
