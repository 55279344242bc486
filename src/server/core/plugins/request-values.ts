import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { operationIdOf } from './content-types';

type Issue = NonNullable<ApiError['issues']>[number];

// Values no person types and PostgreSQL cannot take are refused at the door, for every
// operation at once, with a 400 naming the field, before any handler or query sees them:
// text with NUL (text columns refuse it) or an unpaired UTF-16 surrogate (jsonb refuses it),
// numbers that are not finite (`1e999`, or "Infinity" which Ajv's type coercion turns into
// a number without checking `maximum`), and nesting deeper than any form has.

// Deeper than any form's answers (wizard → step → list → row → group → field is 6).
const MAX_DEPTH = 32;
const MAX_ISSUES = 20;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const pointerPart = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'nulCharacter';
  if (UNPAIRED_SURROGATE.test(text)) return 'malformedText';
  return undefined;
}

const issue = (path: string, keyword: string): Issue => ({ path, keyword, messageId: `validation.errors.${keyword}` });

/** Every key, string and number under `root`, iteratively: a hostile body may nest deeply. */
function collect(root: unknown, rootPath: string, issues: Issue[]): void {
  const pending: [unknown, string, number][] = [[root, rootPath, 0]];
  while (pending.length > 0 && issues.length < MAX_ISSUES) {
    const [value, path, depth] = pending.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) issues.push(issue(path, problem));
      continue;
    }
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) issues.push(issue(path, 'numberOutOfRange'));
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_DEPTH) {
      issues.push({ ...issue(path, 'maxDepth'), params: { limit: MAX_DEPTH } });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      const itemPath = `${path}/${pointerPart(key)}`;
      const problem = Array.isArray(value) ? undefined : textProblem(key);
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

/**
 * Checks what an operation of the contract reads once the contract's schemas have been
 * applied (and strings coerced to numbers): a global preHandler runs before the route's own,
 * so the caller is told before any handler looks at the request. The contract's security
 * has run before (security-first.ts): a stranger is answered 401, never told about the values.
 */
export function registerRequestValues(app: FastifyInstance): void {
  // a callback, not an async function: it runs for every request (docs/performance.md, "API")
  app.addHook('preHandler', (request, _reply, done) => {
    const issues = operationIdOf(request) ? issuesOf(request) : [];
    if (issues.length === 0) return done();
    done(new ApiError(400, 'errors.invalidRequest', `Invalid request: ${issues.map((i) => i.path).join(', ')}`, issues));
  });
}
