import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { closeRequestBodies } from './closed-bodies';

/** The API contract: every operation, its parameters, bodies and answers (one handler per operationId). */
export const openapiFile = fileURLToPath(new URL('../openapi.yaml', import.meta.url));

// The contract as JSON text, put here by the server's build (scripts/build-server.mjs):
// parsing its 150 kB of YAML took a tenth of every start. Undefined when run from the source.
declare const __API_CONTRACT_JSON__: string | undefined;

/** The contract as an object, for fastify-openapi-glue: request bodies closed (core/closed-bodies.ts). */
export function readContract(): Record<string, unknown> {
  const text = typeof __API_CONTRACT_JSON__ === 'string' ? __API_CONTRACT_JSON__ : undefined;
  const spec = (text === undefined ? parse(fs.readFileSync(openapiFile, 'utf8')) : JSON.parse(text)) as Record<string, unknown>;
  return closeRequestBodies(spec);
}
