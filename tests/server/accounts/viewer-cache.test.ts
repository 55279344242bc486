import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createViewerCache } from '../../../src/server/accounts/viewer-cache';
import type { Viewer } from '../../../src/server/accounts/viewer';
import { login, startTestServer } from '../../helpers/server';

// The callers a process keeps (src/server/accounts/viewer-cache.ts) against the real database's
// announcements (migration 016, core/db/account-changes.ts): what is dropped, and what is never kept.
describe('the callers a process keeps', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let ids: Record<string, number>;
  beforeAll(async () => {
    server = await startTestServer();
    const rows = await server.app.database.db.selectFrom('users').select(['id', 'username']).execute();
    ids = Object.fromEntries(rows.map((row) => [row.username, row.id]));
  });
  afterAll(() => server.close());

  const viewerOf = (userId: number) => ({ userId, account: { id: userId, profile: { user_details: {} } } }) as unknown as Viewer;
  const later = () => Date.now() + 60_000;
  const change = (sql: string, userId: number) => server.app.database.executeSql(sql, [userId]);

  it("drops a user's callers when their account or one of their sign-ins changes, and only theirs", async () => {
    const cache = createViewerCache(server.app.database.accountChanges);
    const farmer = ids['demo.farmer.gr'];
    const consultant = ids['demo.consultant'];
    await login(server.app, 'demo.consultant');
    cache.keep('farmer-token', viewerOf(farmer), later(), cache.started());
    cache.keep('consultant-token', viewerOf(consultant), later(), cache.started());
    expect(cache.get('farmer-token')?.userId).toBe(farmer);

    await change('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1', consultant);
    expect(cache.get('consultant-token')).toBeUndefined();
    expect(cache.get('farmer-token')?.userId).toBe(farmer);

    await change(`UPDATE users SET locale = 'en' WHERE id = $1`, farmer);
    expect(cache.get('farmer-token')).toBeUndefined();
  });

  it('keeps nothing that was being resolved while a change was announced', async () => {
    const cache = createViewerCache(server.app.database.accountChanges);
    const farmer = ids['demo.farmer.es'];
    const started = cache.started();
    await change(`UPDATE users SET locale = 'es' WHERE id = $1`, farmer);
    cache.keep('token', viewerOf(farmer), later(), started);
    expect(cache.get('token')).toBeUndefined();
  });

  it('serves a kept caller until its time, and shares it frozen', async () => {
    const cache = createViewerCache(server.app.database.accountChanges);
    cache.keep('expired', viewerOf(ids['demo.staff']), Date.now() - 1, cache.started());
    expect(cache.get('expired')).toBeUndefined();
    cache.keep('kept', viewerOf(ids['demo.staff']), later(), cache.started());
    const kept = cache.get('kept')!;
    expect(() => {
      (kept.account.profile as Record<string, unknown>).user_details = null;
    }).toThrow(TypeError);
  });
});
