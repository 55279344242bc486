import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The API contract: every operation, its parameters, bodies and answers (one handler per operationId). */
export const openapiFile = fileURLToPath(new URL('openapi.yaml', import.meta.url));

// The contract as JSON text, put here by the server's build (scripts/build-server.mjs):
// parsing its 150 kB of YAML took a tenth of every start. Undefined when run from the source.
declare const __API_CONTRACT_JSON__: string | undefined;

/** The contract as an object, for fastify-openapi-glue. */
export function readContract(): Record<string, unknown> {
  if (typeof __API_CONTRACT_JSON__ === 'string') return JSON.parse(__API_CONTRACT_JSON__) as Record<string, unknown>;
  return parse(fs.readFileSync(openapiFile, 'utf8')) as Record<string, unknown>;
}
