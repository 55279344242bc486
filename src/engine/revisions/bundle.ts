import { SCHEMA_BASE_URI } from '../schema-base.ts';
import { createSchemaCatalog, isDefPath, isFormPath, schemaIdOf, type SchemaCatalog } from '../schema-catalog.ts';
import { LOCALES, type Locale } from '../locales.ts';
import type { WizardManifest } from '../wizard.ts';
import { canonicalHash } from './canonical-hash.ts';

type Json = Record<string, unknown>;

/**
 * One revision of a questionnaire (docs/revisions.md): everything that renders and validates
 * it. Forms and definitions are kept as their files are (references between files unresolved),
 * so `catalogOfBundle` turns a bundle back into the catalogue the rest of the engine reads.
 */
export interface RevisionBundle {
  wizard: WizardManifest;
  /** Every form a step names (and any form a form refers to), by form id (`bio/scope`). */
  forms: Record<string, { schema: Json; ui: Json }>;
  /** Every shared definition the forms reach through `$ref`, transitively, by id (`_defs/address`). */
  defs: Record<string, Json>;
  /** The texts those files and the manifest name, by language. */
  messages: Record<Locale, Record<string, string>>;
}

/** Every language's messages, all namespaces merged (`locales/<lang>/*.json`). */
export type MessageCatalogues = Partial<Record<Locale, Record<string, string>>>;

/** A catalogue (see schema-catalog.ts) seen as its parsed files: what a bundle is cut from. */
type FilesOf = Pick<SchemaCatalog, 'files'>;

const isJson = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** Every string anywhere in a JSON value (keys excluded). */
function strings(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, into));
  else if (isJson(value)) Object.values(value).forEach((item) => strings(item, into));
  return into;
}

/** The files (paths under schemas/) a schema file refers to with `$ref`. */
function referencedPaths(schema: unknown, path: string): string[] {
  const found: string[] = [];
  const go = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(go);
    else if (isJson(node)) {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) {
          const target = new URL(value, SCHEMA_BASE_URI + path);
          found.push(`${target.origin}${target.pathname}`.slice(SCHEMA_BASE_URI.length));
        } else go(value);
      }
    }
  };
  go(schema);
  return found;
}

/**
 * The bundle of a wizard's current revision in a catalogue. Its texts are every string of the
 * manifest, forms, ui schemas and definitions that is a message id in some language: not only
 * the `title`/`description`/ui texts message-places.ts names but also the ids custom keywords
 * carry (`"message"` of `amongAnswers`, `errorMessage`), whatever keyword comes next.
 */
export function revisionBundle(catalog: FilesOf, messages: MessageCatalogues, wizardId: string): RevisionBundle {
  const wizard = catalog.files[`wizards/${wizardId}.json`] as WizardManifest | undefined;
  if (!isJson(wizard)) throw new Error(`no wizard schemas/wizards/${wizardId}.json`);
  const forms: RevisionBundle['forms'] = {};
  const defs: RevisionBundle['defs'] = {};
  const pending = wizard.steps.map((step) => `${step.form}.schema.json`);
  for (let path = pending.shift(); path !== undefined; path = pending.shift()) {
    const schema = catalog.files[path];
    if (!isJson(schema)) throw new Error(`wizard ${wizardId}: no schema file schemas/${path}`);
    const id = schemaIdOf(path);
    if (isDefPath(path)) {
      if (id in defs) continue;
      defs[id] = schema;
    } else {
      if (id in forms) continue;
      if (!isFormPath(path)) throw new Error(`wizard ${wizardId}: schemas/${path} is neither a form nor a shared definition`);
      const ui = catalog.files[`${id}.ui.json`];
      forms[id] = { schema, ui: isJson(ui) ? ui : {} };
    }
    pending.push(...referencedPaths(schema, path));
  }
  const named = strings([wizard, forms, defs], new Set());
  const texts = Object.fromEntries(
    LOCALES.map((locale) => {
      const catalogue = messages[locale] ?? {};
      return [locale, Object.fromEntries([...named].filter((id) => typeof catalogue[id] === 'string').sort().map((id) => [id, catalogue[id]]))];
    }),
  ) as RevisionBundle['messages'];
  return { wizard, forms, defs, messages: texts };
}

/** The revision's fingerprint: SHA-256 (hex) of the bundle's canonical JSON (keys sorted). */
export const revisionHash = (bundle: RevisionBundle): string => canonicalHash(bundle);

/** A bundle's files as they lay under schemas/ (`wizards/bio.json`, `bio/scope.schema.json`, …). */
export function bundleFiles(bundle: RevisionBundle): Record<string, unknown> {
  const files: Record<string, unknown> = { [`wizards/${bundle.wizard.id}.json`]: bundle.wizard };
  for (const [id, { schema, ui }] of Object.entries(bundle.forms)) {
    files[`${id}.schema.json`] = schema;
    files[`${id}.ui.json`] = ui;
  }
  for (const [id, schema] of Object.entries(bundle.defs)) files[`${id}.schema.json`] = schema;
  return files;
}

/** The catalogue of one revision: its forms (references bundled), its wizard, as schema-catalog.ts gives them. */
export const catalogOfBundle = (bundle: RevisionBundle): SchemaCatalog => createSchemaCatalog(bundleFiles(bundle));
