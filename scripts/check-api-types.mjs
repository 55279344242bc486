// Fails when src/api/schema.gen.ts is not what openapi-typescript makes of the contract
// today: the client's types must never drift from src/server/openapi.yaml.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const target = 'src/api/schema.gen.ts';
const fresh = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'api-types-')), 'schema.gen.ts');
const result = spawnSync('npx', ['openapi-typescript', 'src/server/openapi.yaml', '-o', fresh], { encoding: 'utf8' });
if (result.status !== 0) {
  console.error(result.stderr);
  process.exit(1);
}
if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== fs.readFileSync(fresh, 'utf8')) {
  console.error(`${target} is out of date with src/server/openapi.yaml. Run: npm run api:types`);
  process.exit(1);
}
console.log(`${target} matches the contract.`);
