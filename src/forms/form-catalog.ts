import { createFormCatalog } from '../engine/form-catalog.ts';

// Every JSON file under schemas/ (forms, ui schemas, _defs, fixtures, wizards), bundled by
// Vite; the engine turns them into forms by id with their references resolved.
const modules = import.meta.glob<unknown>('../../schemas/**/*.json', { eager: true, import: 'default' });
const PREFIX = '../../schemas/';

/** The forms under schemas/, by id (`forms/login`, `bio/parcels`, …). */
export const formCatalog = createFormCatalog(
  Object.fromEntries(Object.entries(modules).map(([path, json]) => [path.slice(PREFIX.length), json])),
);
