import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import type { Operation } from './contract';

// Whether an answer is one the contract declares, as schemathesis checks it: a status the
// operation lists, a declared media type, and a JSON body valid against the declared schema.

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const compiled = new Map<string, ValidateFunction>();

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** What is wrong with `answer` for `op`, or undefined when the contract declares it. */
export function contractBreach(op: Operation, answer: Answer): string | undefined {
  const status = String(answer.statusCode);
  if (answer.statusCode >= 500) return `server error ${status}: ${answer.body.slice(0, 300)}`;
  const declared = op.responses[status] ?? op.responses[`${status[0]}XX`] ?? op.responses.default;
  if (!declared) return `undeclared status ${status}: ${answer.body.slice(0, 300)}`;
  const content = declared.content ?? {};
  const types = Object.keys(content);
  if (types.length === 0) return answer.body === '' || answer.statusCode !== 204 ? undefined : `a body with 204`;
  const mediaType = String(answer.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (!types.includes(mediaType)) return `${status} as "${mediaType}", declared ${types.join(', ')}`;
  const schema = content[mediaType]?.schema;
  if (!schema || mediaType !== 'application/json') return undefined;
  const key = `${op.operationId} ${status}`;
  let validate = compiled.get(key);
  if (!validate) compiled.set(key, (validate = ajv.compile(schema)));
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `${status} body is not JSON: ${answer.body.slice(0, 100)}`;
  }
  if (validate(body)) return undefined;
  return `${status} body breaks the declared schema (${ajv.errorsText(validate.errors)}): ${answer.body.slice(0, 200)}`;
}
