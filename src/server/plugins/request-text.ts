import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';

type Issue = NonNullable<ApiError['issues']>[number];

// PostgreSQL stores neither NUL in text nor an unpaired UTF-16 surrogate in jsonb, and no
// person types them: such text is refused at the door, for every operation at once, with a
// 400 naming the field, before any handler or query sees it.

// Deeper than any form's answers (wizard → step → list → row → group → field is 6).
const MAX_DEPTH = 32;
const MAX_ISSUES = 20;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const pointerPart = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

function problemOf(text: string): string | undefined {
  if (text.includes('\u0000')) return 'nulCharacter';
  if (UNPAIRED_SURROGATE.test(text)) return 'malformedText';
  return undefined;
}

const issue = (path: string, keyword: string): Issue => ({ path, keyword, messageId: `validation.errors.${keyword}` });

/**
 * Every key and string under `value` (iteratively: a hostile body may nest deeply); also
 * refuses nesting deeper than any form has, which PostgreSQL's jsonb would choke on.
 */
function collect(root: unknown, rootPath: string, issues: Issue[]): void {
  const pending: [unknown, string, number][] = [[root, rootPath, 0]];
  while (pending.length > 0 && issues.length < MAX_ISSUES) {
    const [value, path, depth] = pending.pop()!;
    if (typeof value === 'string') {
      const problem = problemOf(value);
      if (problem) issues.push(issue(path, problem));
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_DEPTH) {
      issues.push({ ...issue(path, 'maxDepth'), params: { limit: MAX_DEPTH } });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      const itemPath = `${path}/${pointerPart(key)}`;
      const problem = Array.isArray(value) ? undefined : problemOf(key);
      if (problem) issues.push(issue(itemPath, problem));
      pending.push([item, itemPath, depth + 1]);
    }
  }
}

/** The named entries of a request part (the parameters the contract declares). */
function pick(source: unknown, names: Iterable<string>): Record<string, unknown> {
  const record = (source ?? {}) as Record<string, unknown>;
  return Object.fromEntries([...names].filter((name) => name in record).map((name) => [name, record[name]]));
}

const declaredNames = (schema: unknown) => Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});

function issuesOf(request: FastifyRequest): Issue[] {
  const schema = request.routeOptions.schema ?? {};
  const issues: Issue[] = [];
  collect(request.params, '/params', issues);
  // Query parameters and headers the operation does not declare are never read; a token
  // (Authorization) is only verified or hashed, and a broken one answers 401.
  collect(pick(request.query, declaredNames(schema.querystring)), '/querystring', issues);
  collect(pick(request.headers, declaredNames(schema.headers).map((h) => h.toLowerCase())), '/headers', issues);
  collect(request.body, '/body', issues);
  return issues;
}

/** Refuses text with NUL or broken UTF-16 anywhere in what an operation of the contract reads. */
export function registerRequestText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.schema?.operationId) return;
    const issues = issuesOf(request);
    if (issues.length === 0) return;
    throw new ApiError(400, 'errors.invalidRequest', `Invalid text: ${issues.map((i) => i.path).join(', ')}`, issues);
  });
}
