import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppContext } from './context';

type Handlers = Record<string, (...args: never[]) => unknown>;

// Every folder of src/server with an `area.ts` is an area: its `routes(ctx)` answers the
// contract's operations it owns. Found here rather than listed, so a new area is its folder
// alone (docs/architecture.md, "An area on the server"). The built server bundles every
// `./*/area.ts` (esbuild follows the pattern of the import below) and reads this folder from
// the checkout, as it reads the contract and the migrations.
const serverDir = path.dirname(fileURLToPath(import.meta.url));
export const areaNames = (): string[] =>
  fs
    .readdirSync(serverDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(serverDir, entry.name, 'area.ts')))
    .map((entry) => entry.name)
    .sort();

/** Every area's handlers, by `operationId`; an operation two areas both answer is a mistake, told at start. */
export async function areaHandlers(ctx: AppContext): Promise<Handlers> {
  const all: Handlers = {};
  const ownerOf = new Map<string, string>();
  for (const area of areaNames()) {
    const { routes } = (await import(`./${area}/area.ts`)) as { routes: (ctx: AppContext) => Handlers };
    for (const [operationId, handler] of Object.entries(routes(ctx))) {
      const other = ownerOf.get(operationId);
      if (other) throw new Error(`Both ${other} and ${area} answer the operation ${operationId}`);
      ownerOf.set(operationId, area);
      all[operationId] = handler;
    }
  }
  return all;
}
