// npm run api:forms (run by npm run api:types before it generates the client's types)
// Writes the lifecycle actions' request bodies into src/server/openapi.yaml from their forms
// (src/server/core/lifecycle-bodies.ts); tests/server/core/lifecycle-bodies.test.ts fails when
// the contract and the forms drift.
import { readFileSync, writeFileSync } from 'node:fs';
import { openapiFile } from '../server/core/contract.ts';
import { withGeneratedRegion } from '../server/core/lifecycle-bodies.ts';

const before = readFileSync(openapiFile, 'utf8');
const after = withGeneratedRegion(before);
if (after !== before) writeFileSync(openapiFile, after);
console.log(after === before ? 'openapi.yaml: lifecycle bodies up to date' : 'openapi.yaml: lifecycle bodies written from the forms');
