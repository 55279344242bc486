import { createSchemaCatalog } from '../engine/schema-catalog.ts';

// Every JSON file under schemas/ (forms, ui schemas, _defs, fixtures, wizards), bundled by
// Vite; the engine's one catalogue turns them into forms and wizards by id.
const modules = import.meta.glob<unknown>('../../schemas/**/*.json', { eager: true, import: 'default' });
const PREFIX = '../../schemas/';

/** The catalogue of schemas/: forms, shared definitions, wizard manifests. */
export const schemaCatalog = createSchemaCatalog(
  Object.fromEntries(Object.entries(modules).map(([path, json]) => [path.slice(PREFIX.length), json])),
);

/** The forms under schemas/, by id (`forms/login`, `bio/parcels`, …). */
export const formCatalog = schemaCatalog.forms;
