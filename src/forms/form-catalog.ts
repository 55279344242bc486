import { createSchemaCatalog } from '../engine/schema-catalog.ts';

// The JSON files under schemas/ the app shows (forms, ui schemas, _defs, wizards, choosers),
// bundled by Vite; the engine's one catalogue turns them into forms and wizards by id. Sample
// answers (fixtures/, see form-fixtures.ts) and the meta-schemas the CLI checks files against
// (_meta/) stay out: a fifth of the bytes, on every screen with a form; so do the published
// revisions (published/), which the server hands out one at a time (docs/revisions.md).
const modules = import.meta.glob<unknown>(['../../schemas/**/*.json', '!../../schemas/fixtures/**', '!../../schemas/_meta/**', '!../../schemas/published/**'], { eager: true, import: 'default' });
const PREFIX = '../../schemas/';

/** The catalogue of schemas/: forms, shared definitions, wizard manifests. */
export const schemaCatalog = createSchemaCatalog(
  Object.fromEntries(Object.entries(modules).map(([path, json]) => [path.slice(PREFIX.length), json])),
);

/** The forms under schemas/, by id (`forms/login`, `bio/parcels`, …). */
export const formCatalog = schemaCatalog.forms;
