import { describe, expect, it } from 'vitest';
import { operations, subschemas, typesOf } from './contract-fuzz/contract';

// Rules every operation of the contract keeps, so that one added later is caught here
// rather than by a client: what a request can carry is bounded by what the database holds,
// and every refusal the server makes of a request is a response the contract declares.

const INT4 = { min: -2147483648, max: 2147483647 };

function requestSchemas() {
  return operations.flatMap((op) => [
    ...op.parameters.map((p) => ({ op, where: `${p.in}/${p.name}`, schema: p.schema })),
    ...Object.entries(op.body).map(([type, schema]) => ({ op, where: `body(${type})`, schema })),
  ]);
}

describe('the contract bounds what a request carries', () => {
  it('bounds every integer and number of a request to what an int4 column holds', () => {
    const unbounded: string[] = [];
    for (const { op, where, schema } of requestSchemas()) {
      for (const [node, at] of subschemas(schema, where)) {
        if (!typesOf(node).some((t) => t === 'integer' || t === 'number')) continue;
        const { minimum, maximum } = node as { minimum?: number; maximum?: number };
        const bounded = typeof minimum === 'number' && typeof maximum === 'number' && minimum >= INT4.min && maximum <= INT4.max;
        if (!bounded) unbounded.push(`${op.operationId} ${at}: minimum ${minimum}, maximum ${maximum}`);
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('declares 400 wherever a request has something to check, and 415 wherever a body could be sent', () => {
    const missing: string[] = [];
    for (const op of operations) {
      const checks = op.parameters.length > 0 || Object.keys(op.body).length > 0;
      if (checks && !op.responses['400']) missing.push(`${op.operationId}: 400`);
      if (op.method !== 'GET' && !op.responses['415']) missing.push(`${op.operationId}: 415`);
      if (op.method !== 'GET' && Object.keys(op.body).length > 0 && !op.responses['413']) missing.push(`${op.operationId}: 413`);
      if (op.scopes !== undefined && !op.anonymousToo && !op.responses['401']) missing.push(`${op.operationId}: 401`);
      if (op.scopes?.length && !op.responses['403']) missing.push(`${op.operationId}: 403`);
    }
    expect(missing).toEqual([]);
  });
});
