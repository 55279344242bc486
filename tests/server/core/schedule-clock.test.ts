import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer } from '../../helpers/server';

// The job schedules (the daily jobs at 03:15) are fired by a clock the server starts once it
// answers (src/server/core/queue.ts startScheduleClock, main.ts), not while it starts.
type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let probe: PgBoss;
beforeAll(async () => {
  server = await startTestServer({ demoData: false });
  const database = server.app.database;
  probe = new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) }, supervise: false, schedule: false, migrate: false });
  await probe.start();
}, 60_000);
afterAll(async () => {
  await probe?.stop({ graceful: false, wait: true });
  await server?.close();
});

/** How many times the schedule's job was handed on to be queued (pg-boss's send-it queue). */
const fired = async (name: string) => {
  const { rows } = await server.app.database.executeSql(`SELECT count(*) AS n FROM pgboss.job WHERE name = '__pgboss__send-it' AND data->>'name' = $1`, [name]);
  return Number((rows[0] as { n: string | number }).n);
};

describe('the schedule clock', () => {
  it('fires a schedule that is due once the server starts it, and not before', async () => {
    await probe.createQueue('clock-probe');
    // due every minute, so the clock's first look finds it due
    await probe.schedule('clock-probe', '* * * * *');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await fired('clock-probe')).toBe(0);

    await server.app.startScheduleClock();
    await vi.waitFor(async () => expect(await fired('clock-probe')).toBe(1), { timeout: 30_000, interval: 100 });
  });
});
