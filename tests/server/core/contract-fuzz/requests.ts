import fc from 'fast-check';
import { odd, oddText, RawJson, toJsonText, valid, validOrBroken } from './arbitraries';
import type { Operation, Parameter, Schema } from './contract';

// One operation's requests, mostly broken: path and query edge values, wrong or missing
// content types, bodies that break the schema, bad JSON, and callers of every kind.

export type Who = 'guest' | 'garbage' | 'farmer' | 'farmerEs' | 'consultant' | 'employee' | 'staff';
export interface FuzzRequest {
  method: string;
  url: string;
  who: Who;
  headers: Record<string, string>;
  payload?: string | Buffer;
}
/** Ids of resources that exist, so that some requests reach deep into the handlers. */
export interface Known {
  uuids: string[];
  ints: number[];
}

const ROLE_CALLERS: Record<string, Who[]> = {
  client: ['farmer', 'farmerEs'],
  consultant: ['consultant', 'employee'],
  employee: ['employee'],
  staff: ['staff'],
  // a staff member's duties (docs/staff-accounts.md): the demo staff member has all three
  reviewer: ['staff'],
  inspector: ['staff'],
  staff_admin: ['staff'],
  third_party: [],
};
const EVERYBODY: Who[] = ['guest', 'garbage', 'farmer', 'farmerEs', 'consultant', 'employee', 'staff'];
const SIGNED_IN: Who[] = ['farmer', 'farmerEs', 'consultant', 'employee', 'staff'];

function callers(op: Operation): fc.Arbitrary<Who> {
  if (op.scopes === undefined) return fc.constantFrom(...EVERYBODY);
  const allowed = op.scopes.length === 0 ? SIGNED_IN : [...new Set(op.scopes.flatMap((s) => ROLE_CALLERS[s] ?? []))];
  if (allowed.length === 0) return fc.constantFrom(...EVERYBODY);
  return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...allowed) }, { weight: 1, arbitrary: fc.constantFrom(...EVERYBODY) });
}

/** Percent-encoding; an unpaired surrogate goes as the bytes a careless encoder would send. */
const encode = (value: string) =>
  encodeURIComponent(value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\uf8ff')).replace(
    /%EF%A3%BF/g,
    '%ED%A0%80',
  );

const text = (value: unknown) => (value instanceof RawJson ? value.text : typeof value === 'string' ? value : JSON.stringify(value));

function parameterValue(parameter: Parameter, known: Known): fc.Arbitrary<string> {
  const schema = parameter.schema;
  const knownValues = (schema as { format?: string }).format === 'uuid' ? known.uuids : schema.type === 'integer' ? known.ints.map(String) : [];
  const options = [
    { weight: 3, arbitrary: valid(schema).map(text) },
    { weight: 3, arbitrary: oddText },
  ];
  if (knownValues.length) options.push({ weight: 5, arbitrary: fc.constantFrom(...knownValues) });
  return fc.oneof(...options);
}

function pathOf(op: Operation, known: Known): fc.Arbitrary<string> {
  const params = op.parameters.filter((p) => p.in === 'path');
  // an empty segment, or `.` and `..` (resolved away by URL parsing, escaped or not), would
  // address another route, not this operation
  const values = params.map((p) => parameterValue(p, known).filter((v) => !['', '.', '..'].includes(v)));
  return fc.tuple(...values).map((chosen) =>
    params.reduce((path, p, i) => path.replace(`{${p.name}}`, encode(chosen[i])), op.path),
  );
}

function queryOf(op: Operation, known: Known): fc.Arbitrary<string> {
  const params = op.parameters.filter((p) => p.in === 'query');
  const pairs = params.map((p) =>
    fc.oneof(
      { weight: p.required ? 1 : 3, arbitrary: fc.constant<string[]>([]) },
      { weight: 4, arbitrary: parameterValue(p, known).map((v) => [`${p.name}=${encode(v)}`]) },
      { weight: 1, arbitrary: fc.array(parameterValue(p, known), { minLength: 2, maxLength: 3 }).map((vs) => vs.map((v) => `${p.name}=${encode(v)}`)) },
    ),
  );
  const extra = fc.oneof(
    { weight: 4, arbitrary: fc.constant<string[]>([]) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('x', 'id', '__proto__', 'limit', '%00'), oddText).map(([k, v]) => [`${k}=${encode(v)}`]) },
  );
  return fc.tuple(extra, ...pairs).map((parts) => {
    const all = parts.flat();
    return all.length ? `?${all.join('&')}` : '';
  });
}

// Header values a real HTTP parser lets through (no control characters but tab).
const headerSafe = (v: string) => [...v].every((c) => c === '\t' || (c >= ' ' && c !== '\u007f' && c <= '\u00ff'));

function headersOf(op: Operation, known: Known): fc.Arbitrary<Record<string, string>> {
  const params = op.parameters.filter((p) => p.in === 'header');
  const values = params.map((p) => fc.option(parameterValue(p, known).filter(headerSafe), { nil: undefined }));
  return fc.tuple(...values).map((chosen) =>
    Object.fromEntries(params.flatMap((p, i) => (chosen[i] === undefined ? [] : [[p.name.toLowerCase(), chosen[i]]]))),
  );
}

const OTHER_TYPES = [
  'text/plain', 'multipart/form-data', 'multipart/form-data; boundary=----fuzz', 'application/x-www-form-urlencoded',
  'application/xml', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/vnd.api+json',
  'application/json, text/plain', 'nonsense', 'text/html; charset=utf-8', 'application/octet-stream',
];

export const tooLarge = `{"x":"${'a'.repeat(1_100_000)}"}`;
const badJson = [
  '', ' ', '{', '{"a":', '[', ']', '{"a":1,}', '{"a":1}{"b":2}', "{'a':1}", 'undefined', 'NaN', '\u0000', '{"a":"\\ud800"}',
  '{"a":"\\u0000"}', '{"__proto__":{"polluted":true}}', `${'['.repeat(10_000)}${']'.repeat(10_000)}`, '"text"', '42', 'null',
  'true', '[]', '{"a":1e999}', `{"a":1${'0'.repeat(400)}}`, '\ufeff{}', 'a=1&b=2',
];

function jsonBody(schema: Schema): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 10, arbitrary: validOrBroken(schema).map(toJsonText) },
    { weight: 2, arbitrary: fc.constantFrom(...badJson) },
    { weight: 1, arbitrary: odd.map(toJsonText) },
    { weight: 1, arbitrary: fc.constant(tooLarge) },
  );
}

const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

function multipartBody(): fc.Arbitrary<{ payload: Buffer; contentType: string }> {
  const part = fc.oneof(
    fc.tuple(fc.constantFrom('document_type', 'file', 'extra', ''), oddText).map(([name, value]) => ({ name, value, file: false })),
    fc.tuple(fc.constantFrom('file', 'document_type', 'other'), fc.constantFrom(PDF, '\u0000\u0001binary', '', '<html></html>'))
      .map(([name, value]) => ({ name, value, file: true })),
    fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._:/-]{0,20}$/).map((value) => ({ name: 'document_type', value, file: false })),
  );
  return fc.tuple(fc.array(part, { maxLength: 4 }), fc.boolean()).map(([parts, closed]) => {
    const boundary = '----fuzzboundary';
    const chunks = parts.map((p) =>
      p.file
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="../../x\u0000.pdf"\r\nContent-Type: application/pdf\r\n\r\n${p.value}\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`,
    );
    return { payload: Buffer.from(chunks.join('') + (closed ? `--${boundary}--\r\n` : '')), contentType: `multipart/form-data; boundary=${boundary}` };
  });
}

type Body = { payload?: string | Buffer; contentType?: string };

function bodyOf(op: Operation): fc.Arbitrary<Body> {
  const declared = Object.keys(op.body);
  const stray = fc.oneof(
    fc.constant<Body>({}),
    fc.constantFrom(...OTHER_TYPES).map((contentType) => ({ payload: '{"a":1}', contentType })),
    fc.constant<Body>({ payload: 'plain words' }),
  );
  if (declared.length === 0) return fc.oneof({ weight: 6, arbitrary: fc.constant<Body>({}) }, { weight: 1, arbitrary: stray });
  const declaredBody: fc.Arbitrary<Body> = declared.includes('multipart/form-data')
    ? multipartBody()
    : jsonBody(op.body['application/json'] ?? {}).map((payload) => ({ payload, contentType: 'application/json' }));
  const wrongType = fc.tuple(declaredBody, fc.constantFrom(...OTHER_TYPES, undefined)).map(([body, contentType]) => ({ ...body, contentType }));
  return fc.oneof({ weight: 7, arbitrary: declaredBody }, { weight: 2, arbitrary: wrongType }, { weight: 1, arbitrary: stray });
}

/** Requests to one operation, mostly broken in one or more ways. */
export function requestsFor(op: Operation, known: Known): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({ who: callers(op), path: pathOf(op, known), query: queryOf(op, known), headers: headersOf(op, known), body: bodyOf(op) })
    .map(({ who, path, query, headers, body }) => ({
      method: op.method,
      url: `/api${path}${query}`,
      who,
      headers: body.contentType === undefined ? headers : { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    }));
}
