// The plans behind the scale benchmark's figures: the statements a call sends to PostgreSQL
// are caught at node-postgres (the pool the server uses), then run again under
// `EXPLAIN (ANALYZE, BUFFERS)` on a connection of their own. PostgreSQL only (PGlite has no
// pool to listen at).
import pg from 'pg';

interface Caught {
  text: string;
  values: unknown[];
}

let catching: Caught[] | undefined;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first, second] = args;
  if (catching && typeof first === 'string' && /^\s*(select|with)\b/i.test(first)) catching.push({ text: first, values: Array.isArray(second) ? second : [] });
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

/** The SELECTs `work` sends. */
export async function statementsOf(work: () => Promise<unknown>): Promise<Caught[]> {
  catching = [];
  try {
    await work();
    return catching;
  } finally {
    catching = undefined;
  }
}

/** The plan of each statement with what it read, as PostgreSQL prints it. */
export async function plansOf(databaseUrl: string, statements: Caught[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const plans: string[] = [];
    for (const { text, values } of statements) {
      const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
      plans.push(`${text.replace(/\s+/g, ' ').trim()}\n${rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n')}`);
    }
    return plans;
  } finally {
    await client.end();
  }
}
