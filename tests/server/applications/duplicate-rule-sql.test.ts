import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer } from '../../helpers/server';
import { mayClash } from '../../../src/server/applications/clash-sql';

// The duplicate rule (applications/rules.ts) asks the database only for the customer's active
// applications that answer the manifest's first compared pointer alike, read from
// applications_scope_owner_idx (037): the index holds the page `scope`, so every wizard's
// first pointer must point into it. (That the planner takes it at a body's size is measured by
// `npm run bench -- scale-data`, the submission's plan; a test database is too small to tell.)

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

const manifests = fs
  .readdirSync('schemas/wizards')
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({ file, manifest: JSON.parse(fs.readFileSync(path.join('schemas/wizards', file), 'utf8')) as { oneActiveApplicationPer?: string[] } }));

it("every wizard's duplicate rule compares first an answer of the page `scope`, which the index holds", () => {
  const declared = manifests.filter(({ manifest }) => manifest.oneActiveApplicationPer?.length);
  expect(declared.length).toBeGreaterThan(0);
  for (const { file, manifest } of declared) expect(manifest.oneActiveApplicationPer![0], file).toMatch(/^\/scope\//);
});

it("asks for the customer's active applications of the family that answer the first pointer alike, and no other", async () => {
  const { db } = server.app.database;
  const users = await db.selectFrom('users').select('id').orderBy('id').limit(2).execute();
  const [me, other] = users.map((u) => u.id);
  const add = async (owner: number, family: 'bio' | 'globalgap', status: string, scope: Record<string, unknown>) =>
    (
      await sql<{ id: string }>`insert into applications (owner_id, family, wizard_id, wizard_version, status, year, answers)
        values (${owner}, ${family}, ${family}, 1, ${status}, 2026, ${JSON.stringify({ scope })}::jsonb) returning id`.execute(db)
    ).rows[0].id;
  const same = await add(me, 'globalgap', 'certified', { standard: 'ifa' });
  const asList = await add(me, 'globalgap', 'submitted', { standard: ['ifa', 'grasp'] });
  await add(me, 'globalgap', 'certified', { standard: 'grasp' });
  await add(me, 'globalgap', 'draft', { standard: 'ifa' });
  await add(me, 'globalgap', 'rejected', { standard: 'ifa' });
  await add(me, 'bio', 'certified', { standard: 'ifa' });
  await add(other, 'globalgap', 'certified', { standard: 'ifa' });
  const found = await db
    .selectFrom('applications')
    .select('id')
    .where(sql<boolean>`status in ('submitted', 'finalized', 'in_inspection', 'in_veto_checking', 'certified', 'partially_certified')`)
    .where(mayClash({ ownerId: me, family: 'globalgap', pointer: '/scope/standard', values: ['ifa'] }))
    .execute();
  expect(found.map((row) => row.id).sort()).toEqual([same, asList].sort());
  expect(mayClash({ ownerId: me, family: 'globalgap', pointer: '/scope/standard', values: [] }).compile(db).sql).toBe('false');
});
