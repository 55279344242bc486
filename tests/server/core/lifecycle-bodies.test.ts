import fs from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { openapiFile } from '../../../src/server/app';
import { ACTIONS, ACTION_OPERATIONS } from '../../../src/lifecycle';
import { componentOf, withGeneratedRegion } from '../../../src/server/core/lifecycle-bodies';

// Each lifecycle action's form is declared once (src/lifecycle/transitions.ts); the contract's
// request body of its operation is generated from that form and must not drift from it.
const text = fs.readFileSync(openapiFile, 'utf8');
type Operation = { operationId: string; 'x-fastify-config'?: { form?: string }; requestBody?: { content: Record<string, { schema: { $ref?: string } }> } };
const spec = parse(text) as { paths: Record<string, Record<string, Operation>> };

describe('the lifecycle request bodies', () => {
  it('are what the forms give today (run `npm run api:forms` after changing a form)', () => {
    expect(withGeneratedRegion(text)).toBe(text);
  });

  it.each(ACTIONS)('%s: the operation at its declared path takes its declared form, as the form body', (action) => {
    const { form, path } = ACTION_OPERATIONS[action];
    const operation = spec.paths[path]?.post;
    expect(operation, `POST ${path}`).toBeDefined();
    expect(operation!['x-fastify-config']?.form).toBe(form);
    expect(operation!.requestBody?.content['application/json'].schema.$ref).toBe(`#/components/schemas/${componentOf(form)}`);
  });
});
