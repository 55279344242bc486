import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLog } from '../../../src/server/core/plugins/request-log';

/** A server logging at `level` into an array of parsed lines, with one good and one refused route. */
async function serverLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new RequestLog() });
  app.get('/fine', async () => ({ ok: true }));
  app.get('/refused', async (_request, reply) => reply.code(403).send({ message: 'no' }));
  app.get('/broken', async () => {
    throw new Error('our fault');
  });
  await app.ready();
  return { app, lines };
}

describe('the request log (core/plugins/request-log.ts)', () => {
  it('writes nothing for a successful answer at info, one line naming a refused or failed one', async () => {
    const { app, lines } = await serverLoggingAt('info');
    expect((await app.inject('/fine')).statusCode).toBe(200);
    expect(lines).toEqual([]);

    expect((await app.inject('/refused')).statusCode).toBe(403);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request answered', req: { method: 'GET', url: '/refused' }, res: { statusCode: 403 } });

    lines.length = 0;
    expect((await app.inject('/broken')).statusCode).toBe(500);
    expect(lines.some((line) => line.level === 50 && (line.err as { message?: string })?.message === 'our fault')).toBe(true);
    await app.close();
  });

  it('writes every request again at debug', async () => {
    const { app, lines } = await serverLoggingAt('debug');
    await app.inject('/fine');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    await app.close();
  });
});
