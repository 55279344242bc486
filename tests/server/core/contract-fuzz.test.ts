import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer } from '../../helpers/server';
import { multipart, pdf } from '../../helpers/uploads';
import { closedPositions, fullValue, toJsonText, withProperty } from './contract-fuzz/arbitraries';
import { operations, type Operation } from './contract-fuzz/contract';
import { requestsFor, type FuzzRequest, type Known, type Who } from './contract-fuzz/requests';
import { contractBreach } from './contract-fuzz/responses';

// Generated requests over every operation of the contract (src/server/openapi.yaml), derived
// from its own schemas: wrong types, missing and extra fields, huge and odd strings (NUL,
// unicode, broken UTF-16), bad JSON, wrong content types, path and query edge values, from
// callers of every role and none. Every answer must be one the contract declares, with a body
// valid against the declared schema, and none may be a 5xx. The seed is fixed (FUZZ_SEED to
// change it, FUZZ_REQUESTS for more requests) and printed with any failure.

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const TOTAL = Math.max(10_000, Number(process.env.FUZZ_REQUESTS ?? 10_000));

const USERS: Record<Exclude<Who, 'guest' | 'garbage'>, string> = {
  farmer: 'demo.farmer.gr',
  farmerEs: 'demo.farmer.es',
  consultant: 'demo.consultant',
  employee: 'demo.employee',
  staff: 'demo.staff',
};

const describeRequest = (r: FuzzRequest) =>
  `${r.method} ${r.url.slice(0, 200)} as ${r.who} [${r.headers['content-type'] ?? 'no content-type'}] ` +
  `${typeof r.payload === 'string' ? JSON.stringify(r.payload.slice(0, 200)) : r.payload ? `<${r.payload.length} bytes>` : ''}`;

const histogramOf = (counts: Map<number, number>) =>
  [...counts.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ');

describe('the whole contract under generated bad requests', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const tokens: Partial<Record<Who, string>> = { garbage: 'x.y.z' };
  const known: Known = { uuids: [], ints: [1, 2, 3, 4, 5, 6, 7, 8] };

  beforeAll(async () => {
    server = await startTestServer();
    for (const [who, username] of Object.entries(USERS)) tokens[who as Who] = (await login(server.app, username)).access_token;
    // a draft and a file that exist, so that some requests reach the handlers' deeper paths
    const draft = await server.app.inject({ method: 'POST', url: '/api/applications', headers: bearer(tokens.farmer!), payload: { type: 'bio' } });
    const upload = multipart({ name: 'map.pdf', type: 'application/pdf', bytes: pdf() });
    const file = await server.app.inject({
      method: 'POST', url: '/api/files', headers: { ...bearer(tokens.farmer!), 'content-type': upload.contentType }, payload: upload.payload,
    });
    known.uuids.push(draft.json().application.id, file.json().id);
  }, 120_000);
  afterAll(() => server?.close());

  // Operations that delete accounts go last, so that the callers' own accounts serve every
  // other operation. (A deleted account's token is refused with 401 once the caller is
  // resolved from the database on each request; until then it could reach a handler.)
  const DELETES_ACCOUNTS = new Set(['deleteEmployees']);
  const ordered = [...operations.filter((op) => !DELETES_ACCOUNTS.has(op.operationId)), ...operations.filter((op) => DELETES_ACCOUNTS.has(op.operationId))];

  /** Rows in every table of the application's schema (the job queue's schema aside). */
  async function rowCounts(): Promise<Record<string, number>> {
    const { rows: tables } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(server.app.database.db);
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(name)}`.execute(server.app.database.db);
      counts[name] = rows[0].n;
    }
    return counts;
  }
  const ALLOWED: Record<string, Who> = { client: 'farmer', consultant: 'consultant', employee: 'employee', staff: 'staff', reviewer: 'staff', inspector: 'staff', staff_admin: 'staff' };
  const callerOf = (op: Operation): Who | 'guest' =>
    op.scopes === undefined ? 'guest' : op.scopes.length === 0 ? 'farmer' : (op.scopes.map((s) => ALLOWED[s]).find(Boolean) ?? 'guest');
  const pathOf = (op: Operation) =>
    op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
      const schema = op.parameters.find((p) => p.name === name)?.schema ?? {};
      return (schema as { format?: string }).format === 'uuid' ? known.uuids[0] : '1';
    });
  const jsonBodied = operations.filter((op) => op.body['application/json']);

  // Issue #28: a field a body's schema does not declare, anywhere in it, is refused with a
  // 400 naming it, whoever sends it, and nothing is stored.
  it('refuses an unknown property at every depth of every request body: 400 naming it, nothing stored', async () => {
    const before = await rowCounts();
    const wrong: string[] = [];
    let sent = 0;
    for (const op of jsonBodied) {
      const schema = op.body['application/json'];
      const value = fullValue(schema);
      const who = callerOf(op);
      for (const at of closedPositions(schema, value)) {
        for (const name of ['application_id', 'status', 'no_such_column']) {
          const payload = toJsonText(withProperty(value, at, name, 'x'));
          const token = who === 'guest' ? undefined : tokens[who];
          const headers = { 'content-type': 'application/json', ...(token ? bearer(token) : {}) };
          const response = await server.app.inject({ method: op.method as 'POST', url: `/api${pathOf(op)}`, headers, payload });
          sent += 1;
          const path = ['/body', ...at, name].join('/');
          const named = response.statusCode === 400 && (response.json().issues ?? []).some(
            (i: { path: string; messageId: string; params?: { property?: string } }) =>
              i.path.replace(/^\/body/, '') === path.replace(/^\/body/, '') && i.messageId === 'validation.errors.additionalProperties' && i.params?.property === name,
          );
          if (!named) wrong.push(`${op.operationId} ${path} as ${who}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
    }
    console.info(`unknown properties: ${sent} requests over ${jsonBodied.length} operations`);
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(180);
    expect(await rowCounts()).toEqual(before);
  }, 300_000);

  // ... and a caller without a valid token learns nothing of a secured operation's body: 401.
  it('answers every secured operation 401 without a valid token, whatever the request', async () => {
    const statuses = new Map<number, number>();
    const wrong: string[] = [];
    const before = await rowCounts();
    for (const [index, op] of operations.filter((o) => o.scopes !== undefined && !o.anonymousToo).entries()) {
      const requests = fc.sample(requestsFor(op, known), { numRuns: 30, seed: SEED + 1000 + index });
      for (const [n, request] of requests.entries()) {
        const headers = n % 2 === 0 ? request.headers : { ...request.headers, ...bearer('x.y.z') };
        const response = await server.app.inject({ method: request.method as 'GET', url: request.url, headers, payload: request.payload });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        // a path the router cannot take (a parameter past 100 characters) names no operation: its 400 is about the path alone
        const unroutable = response.statusCode === 400 && response.json().issues?.every((i: { path: string }) => i.path === '/params');
        if (unroutable) continue;
        if (response.statusCode !== 401 || 'issues' in response.json()) wrong.push(`${response.statusCode} ← ${describeRequest(request)}`);
      }
    }
    console.info(`without a token: ${histogramOf(statuses)}`);
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  }, 300_000);

  it(`answers ≥ ${TOTAL} bad requests with responses the contract declares, never 5xx`, async () => {
    const perOperation = Math.ceil(TOTAL / operations.length);
    const failures = new Map<string, string[]>();
    const statuses = new Map<number, number>();
    const byOperation: string[] = [];
    let sent = 0;
    const started = Date.now();
    for (const [index, op] of ordered.entries()) {
      const requests = fc.sample(requestsFor(op, known), { numRuns: perOperation, seed: SEED + index });
      const own = new Map<number, number>();
      for (const request of requests) {
        const token = request.who === 'guest' ? undefined : tokens[request.who];
        const response = await server.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: token ? { ...request.headers, ...bearer(token) } : request.headers,
          payload: request.payload,
        });
        sent += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        own.set(response.statusCode, (own.get(response.statusCode) ?? 0) + 1);
        const breach = contractBreach(op, { statusCode: response.statusCode, headers: response.headers, body: response.body });
        if (!breach) continue;
        const key = `${op.operationId}: ${breach.slice(0, 60)}`;
        const seen = failures.get(key) ?? [];
        if (seen.length < 2) seen.push(`${breach}\n      ← ${describeRequest(request)}`);
        failures.set(key, seen);
      }
      byOperation.push(`${op.operationId}: ${histogramOf(own)}`);
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(`contract fuzz: ${sent} requests over ${operations.length} operations in ${seconds} s (seed ${SEED}): ${histogramOf(statuses)}`);
    if (process.env.FUZZ_VERBOSE) console.info(byOperation.join('\n'));
    const report = [...failures.entries()].map(([key, examples]) => `${key}\n    ${examples.join('\n    ')}`);
    if (report.length) console.error(`contract fuzz, seed ${SEED}:\n${report.join('\n')}`);
    expect(report, `seed ${SEED}: ${failures.size} kinds of answer the contract does not declare`).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(10_000);
  }, 600_000);
});
