import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../../src/server/core/db/connect';
import { migrate } from '../../../src/server/core/db/migrate';
import { copyPgdataTemplate } from '../../../src/server/core/db/pgdata-template';
import { dailyJobs } from '../../../src/server/daily-jobs';

// The migrated empty database a first `npm start` copies instead of running initdb and every
// migration (src/server/core/db/pgdata-template.ts), written here as the server's build writes it.
// Embedded PGlite only: nothing to test again on PostgreSQL.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pgdata-template-'));
const template = path.join(root, 'template');

beforeAll(() => {
  execFileSync(process.execPath, ['--import', 'tsx', 'src/server/core/db/write-pgdata-template.ts', template], { stdio: 'inherit' });
}, 120_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const count = async (database: Awaited<ReturnType<typeof connectDatabase>>, sql: string) =>
  Number(((await database.executeSql(sql)).rows[0] as { n: string | number }).n);

describe.skipIf(process.env.TEST_DATABASE_URL)('a first start from the built template', () => {
  it('has every migration, the job queue and the daily schedules, no account and no key, and keeps what is written after', async () => {
    const dataDir = path.join(root, 'first');
    expect(copyPgdataTemplate(path.join(dataDir, 'pgdata'), template)).toBe(true);
    const database = await connectDatabase({ databaseUrl: undefined, dataDir });
    expect(await migrate(database)).toEqual([]);
    expect(await count(database, `SELECT count(*) AS n FROM pgboss.version`)).toBe(1);
    expect(await count(database, `SELECT count(*) AS n FROM pgboss.schedule`)).toBe(Object.keys(dailyJobs).length);
    expect(await count(database, `SELECT count(*) AS n FROM users`)).toBe(0);
    expect(await count(database, `SELECT count(*) AS n FROM app_settings WHERE key = 'jwt_secret'`)).toBe(0);
    await database.executeSql(`INSERT INTO app_settings (key, value) VALUES ('jwt_secret', 'this-install')`);
    await database.close();

    // the second start opens what the first left; the template is not copied over it
    expect(copyPgdataTemplate(path.join(dataDir, 'pgdata'), template)).toBe(false);
    const again = await connectDatabase({ databaseUrl: undefined, dataDir });
    expect(await count(again, `SELECT count(*) AS n FROM app_settings WHERE key = 'jwt_secret'`)).toBe(1);
    await again.close();

    // and the template itself stayed empty for the next install
    const other = path.join(root, 'other');
    expect(copyPgdataTemplate(path.join(other, 'pgdata'), template)).toBe(true);
    const fresh = await connectDatabase({ databaseUrl: undefined, dataDir: other });
    expect(await count(fresh, `SELECT count(*) AS n FROM app_settings WHERE key = 'jwt_secret'`)).toBe(0);
    await fresh.close();
  });
});
