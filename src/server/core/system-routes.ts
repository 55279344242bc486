import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { Handler } from './handler';

interface BuildMeta { buildId: string; version: string; builtAt: string }

export function systemHandlers(ctx: AppContext) {
  // Read on every call (it is tiny): a redeploy that swaps dist/client is seen at once.
  async function buildMeta(): Promise<BuildMeta> {
    try {
      const file = path.join(ctx.config.clientDir, 'build-meta.json');
      return JSON.parse(await fs.readFile(file, 'utf8')) as BuildMeta;
    } catch {
      return { buildId: 'development', version: '0.0.0', builtAt: new Date(0).toISOString() };
    }
  }

  // Each part is asked on every call, so a load balancer sees at once which one is down.
  const getHealth: Handler<'getHealth'> = async (_request, reply) => {
    const upOrDown = (check: Promise<unknown>) => check.then(() => 'up' as const, () => 'down' as const);
    const [database, store] = await Promise.all([
      upOrDown(sql`select 1`.execute(ctx.database.db)),
      upOrDown(ctx.contentStore.check()),
    ]);
    const ok = database === 'up' && store === 'up';
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database, store });
  };
  const getLatestBuild: Handler<'getLatestBuild'> = async () => ({ buildId: (await buildMeta()).buildId });
  const getBuildMeta: Handler<'getBuildMeta'> = async () => buildMeta();

  return { getHealth, getLatestBuild, getBuildMeta };
}
