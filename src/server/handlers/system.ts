import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { Handler } from './types';

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

  const getHealth: Handler<'getHealth'> = async () => {
    try {
      await sql`select 1`.execute(ctx.database.db);
      return { status: 'ok', database: 'up' };
    } catch {
      return { status: 'degraded', database: 'down' };
    }
  };
  const getLatestBuild: Handler<'getLatestBuild'> = async () => ({ buildId: (await buildMeta()).buildId });
  const getBuildMeta: Handler<'getBuildMeta'> = async () => buildMeta();

  return { getHealth, getLatestBuild, getBuildMeta };
}
