import { describe, expect, it } from 'vitest';
import { operations, spec, subschemas, typesOf, type Schema } from './contract-fuzz/contract';
import { PAGE_MAX } from '../../../src/server/core/paging';

// Nothing the server answers grows with the data: a list is a page (the shared `limit` and
// `cursor` parameters, `{ items, nextCursor }` with `items` at most a page), and every other
// array of an answer declares `maxItems`. An array that is neither is listed below with the
// reason it stays small whatever the certification body holds; one added later without a
// reason fails here.

const ONE_APPLICATION = "one application's own records: they grow with that application's life (a few a year), never with how many applications, customers or files the body holds";
const REFERENCE = 'fixed reference data (the administrative divisions of the countries served), the same size whatever the body holds';
const ALLOWED: Record<string, string> = {
  '#/components/schemas/LifecycleView/properties/actions': 'the actions the lifecycle offers in one state: a fixed handful (src/lifecycle)',
  '#/components/schemas/LifecycleView/properties/reviews': ONE_APPLICATION,
  '#/components/schemas/LifecycleView/properties/offers': ONE_APPLICATION,
  '#/components/schemas/LifecycleView/properties/contracts': ONE_APPLICATION,
  '#/components/schemas/LifecycleView/properties/inspections': ONE_APPLICATION,
  '#/components/schemas/LifecycleView/properties/inspections/items/properties/customer_documents': ONE_APPLICATION,
  '#/components/schemas/LifecycleView/properties/non_conformities': ONE_APPLICATION,
  '#/components/schemas/LifecycleView/properties/sanctions': ONE_APPLICATION,
  '#/components/schemas/LifecycleView/properties/events': ONE_APPLICATION,
  '#/paths/~1misc~1regions/get/responses/200/content/application~1json/schema/properties/data': REFERENCE,
  '#/paths/~1misc~1prefectures/get/responses/200/content/application~1json/schema/properties/data': REFERENCE,
  '#/paths/~1misc~1municipal-units/get/responses/200/content/application~1json/schema/properties/data': REFERENCE,
  '#/paths/~1misc~1local-communities/get/responses/200/content/application~1json/schema/properties/data': REFERENCE,
  // the open-data export is the whole register (filtered) by design, as public registers publish
  // it; 10 a minute per address (core/rate-limits), its cost measured in docs/performance.md
  '#/paths/~1public~1register.json/get/responses/200/content/application~1json/schema': 'OPEN DATA: the register as a file, the whole of it by design (issue 31), rate limited per address',
};

/** The success answers' JSON schemas of an operation. */
const answers = (op: (typeof operations)[number]) =>
  Object.entries(op.responses)
    .filter(([status]) => status.startsWith('2'))
    .flatMap(([status, response]) => Object.entries(response.content ?? {}).filter(([type]) => type.includes('json')).map(([, media]) => ({ status, schema: media.schema as Schema })));

/**
 * Where the answers' arrays without `maxItems` are written in the contract, as JSON pointers:
 * in an operation's success answer (`#/paths/…`) or in a component schema an answer uses
 * (`#/components/schemas/…`), so one component is named once however many answers use it.
 */
function answerArrays(): string[] {
  const escape = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');
  const roots: [unknown, string][] = [];
  for (const [path, item] of Object.entries(spec.paths as Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>)) {
    for (const [method, op] of Object.entries(item)) {
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        if (!status.startsWith('2')) continue;
        for (const [type, media] of Object.entries(response.content ?? {})) {
          if (type.includes('json') && media.schema) roots.push([media.schema, `#/paths/${escape(path)}/${method}/responses/${status}/content/${escape(type)}/schema`]);
        }
      }
    }
  }
  const components = (spec.components as { schemas: Record<string, unknown> }).schemas;
  const found = new Set<string>();
  const seen = new Set<string>();
  const walk = (schema: unknown, at: string) => {
    for (const [node, pointer] of subschemas(schema, at)) {
      if (typesOf(node).includes('array') && typeof (node as { maxItems?: unknown }).maxItems !== 'number') found.add(pointer);
    }
    // the components it names, each walked once
    for (const ref of JSON.stringify(schema).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) {
      if (seen.has(ref[1])) continue;
      seen.add(ref[1]);
      walk(components[ref[1]], `#/components/schemas/${ref[1]}`);
    }
  };
  for (const [schema, at] of roots) walk(schema, at);
  return [...found].sort();
}

describe('the contract bounds what the server answers', () => {
  it('pages every list: the shared limit and cursor, items at most a page, and the next cursor', () => {
    const wrong: string[] = [];
    for (const op of operations) {
      for (const { status, schema } of answers(op)) {
        // a page is what answers a next cursor
        if (!schema?.properties?.nextCursor) continue;
        const items = schema.properties.items ?? {};
        const limit = op.parameters.find((p) => p.in === 'query' && p.name === 'limit');
        const cursor = op.parameters.find((p) => p.in === 'query' && p.name === 'cursor');
        if (!limit || limit.schema.maximum !== PAGE_MAX || limit.schema.minimum !== 1) wrong.push(`${op.operationId}: limit 1..${PAGE_MAX}`);
        if (!cursor || typeof cursor.schema.maxLength !== 'number') wrong.push(`${op.operationId}: cursor (bounded)`);
        if ((items as { maxItems?: number }).maxItems !== PAGE_MAX) wrong.push(`${op.operationId} ${status}: items maxItems ${PAGE_MAX}`);
        if (!schema.properties?.nextCursor || !schema.required?.includes('nextCursor')) wrong.push(`${op.operationId} ${status}: nextCursor`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('bounds every array of every answer, or says why it stays small', () => {
    const unbounded = answerArrays().filter((at) => !ALLOWED[at]);
    expect(unbounded).toEqual([]);
  });

  it('gives a reason for every exception, and names only arrays that are there', () => {
    const present = new Set(answerArrays());
    for (const [key, reason] of Object.entries(ALLOWED)) {
      expect(present.has(key), key).toBe(true);
      expect(reason.length, key).toBeGreaterThan(20);
    }
  });
});
