/**
 * Node only (reads files): the revisions of a `schemas/` and `locales/` folder, its
 * migrations and its published revisions. The browser builds the same from its bundled
 * files with bundle.ts and migrations.ts; nothing the browser imports may import this file.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '../locales.ts';
import { readJsonFile, readSchemaCatalog, SCHEMAS_DIR } from '../schema-folder.ts';
import { revisionBundle, revisionHash, type MessageCatalogues, type RevisionBundle } from './bundle.ts';
import { migrationsPath, parseMigrations, type WizardMigrations } from './migrations.ts';

/** The repository's `locales/` folder. */
export const LOCALES_DIR = fileURLToPath(new URL('../../../locales/', import.meta.url));

/** A revision with its fingerprint. */
export interface Revision {
  wizardId: string;
  version: number;
  hash: string;
  bundle: RevisionBundle;
}

/** Every language's messages, every file of the language merged (`<localesDir>/<lang>/*.json`). */
export function readMessageCatalogues(localesDir: string = LOCALES_DIR): MessageCatalogues {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const dir = join(localesDir, locale);
      const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
      return [locale, Object.assign({}, ...files.map((f) => readJsonFile(join(dir, f)) as Record<string, string>))];
    }),
  );
}

const revisionOf = (bundle: RevisionBundle): Revision => ({ wizardId: bundle.wizard.id, version: bundle.wizard.version, hash: revisionHash(bundle), bundle });

/** Today's revision of each wizard of the folders, by wizard id. */
export function currentRevisions(schemasDir: string = SCHEMAS_DIR, localesDir: string = LOCALES_DIR): Record<string, Revision> {
  const catalog = readSchemaCatalog(schemasDir);
  const messages = readMessageCatalogues(localesDir);
  return Object.fromEntries(catalog.wizards.map((wizard) => [wizard.id, revisionOf(revisionBundle(catalog, messages, wizard.id))]));
}

/** A wizard's migrations (`schemas/wizards/<id>.migrations.json`), checked; none when the file is absent. */
export function readMigrations(wizardId: string, schemasDir: string = SCHEMAS_DIR): WizardMigrations {
  const file = join(schemasDir, migrationsPath(wizardId));
  return parseMigrations(existsSync(file) ? readJsonFile(file) : undefined, wizardId);
}

/** The list of a wizard's published revisions (`schemas/published/<wizard>.json`): the fingerprints a review sees change. */
export interface PublishedList {
  wizard: string;
  versions: { version: number; hash: string }[];
}

export const publishedListPath = (wizardId: string) => `published/${wizardId}.json`;
export const publishedBundlePath = (wizardId: string, version: number) => `published/${wizardId}/v${version}.json`;

/** The published versions of a wizard, oldest first; an empty list before the first is published. */
export function readPublishedList(wizardId: string, schemasDir: string = SCHEMAS_DIR): PublishedList {
  const file = join(schemasDir, publishedListPath(wizardId));
  if (!existsSync(file)) return { wizard: wizardId, versions: [] };
  const list = readJsonFile(file) as PublishedList;
  if (list?.wizard !== wizardId || !Array.isArray(list.versions)) throw new Error(`schemas/${publishedListPath(wizardId)}: expected {"wizard": "${wizardId}", "versions": [{"version", "hash"}]}`);
  return { wizard: wizardId, versions: [...list.versions].sort((a, b) => a.version - b.version) };
}

/**
 * A published revision, read back and checked against its fingerprint in the list (a bundle
 * edited by hand would no longer be what applications were filled under).
 */
export function readPublishedRevision(wizardId: string, version: number, schemasDir: string = SCHEMAS_DIR): Revision {
  const entry = readPublishedList(wizardId, schemasDir).versions.find((v) => v.version === version);
  if (!entry) throw new Error(`${wizardId}: version ${version} is not published (schemas/${publishedListPath(wizardId)})`);
  const file = publishedBundlePath(wizardId, version);
  const revision = revisionOf(readJsonFile(join(schemasDir, file)) as RevisionBundle);
  if (revision.hash !== entry.hash) throw new Error(`schemas/${file}: its hash ${revision.hash} is not the published ${entry.hash}; published revisions are never edited`);
  return revision;
}

/** Every published revision of every wizard that has a list, oldest first. */
export function publishedRevisions(schemasDir: string = SCHEMAS_DIR): Revision[] {
  const dir = join(schemasDir, 'published');
  if (!existsSync(dir)) return [];
  const wizards = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length)).sort();
  return wizards.flatMap((wizardId) => readPublishedList(wizardId, schemasDir).versions.map(({ version }) => readPublishedRevision(wizardId, version, schemasDir)));
}

/** The last published revision of a wizard, if any. */
export function lastPublishedRevision(wizardId: string, schemasDir: string = SCHEMAS_DIR): Revision | undefined {
  const last = readPublishedList(wizardId, schemasDir).versions.at(-1);
  return last && readPublishedRevision(wizardId, last.version, schemasDir);
}
