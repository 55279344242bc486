import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readSchemaCatalog } from '../engine/schema-folder.ts';
import { revisionBundle, revisionHash } from '../engine/revisions/bundle.ts';
import { publishedBundlePath, publishedListPath, readMessageCatalogues, readPublishedList, type PublishedList } from '../engine/revisions/revisions-folder.ts';

export interface PublishOptions {
  schemasDir: string;
  localesDir: string;
  wizardId: string;
  /** Write the last published version again from today's files (before any application uses it). */
  again?: boolean;
}

export interface Published {
  version: number;
  hash: string;
  /** Files written, under schemas/. */
  written: string[];
}

const write = (file: string, value: unknown) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
};

/**
 * Publishes today's revision of a wizard (docs/revisions.md): the manifest's `version` becomes
 * the next after the last published one (the manifest's own at the first), and the bundle and
 * the list of fingerprints are written under `schemas/published/`. Throws with a sentence when
 * there is nothing to publish. Checking the files first is the caller's (schemas-publish.ts).
 */
export function publishRevision({ schemasDir, localesDir, wizardId, again = false }: PublishOptions): Published {
  const manifestFile = join(schemasDir, `wizards/${wizardId}.json`);
  const catalog = readSchemaCatalog(schemasDir);
  const manifest = catalog.wizard(wizardId);
  if (!manifest) throw new Error(`no wizard schemas/wizards/${wizardId}.json`);
  const list: PublishedList = readPublishedList(wizardId, schemasDir);
  const last = list.versions.at(-1);
  if (again && !last) throw new Error(`${wizardId} has no published version to write again`);
  const version = again ? last!.version : last ? last.version + 1 : manifest.version;
  if (manifest.version > version) throw new Error(`schemas/wizards/${wizardId}.json says version ${manifest.version}, but the next to publish is ${version}: set it back or publish the missing ones`);
  const today = revisionBundle(catalog, readMessageCatalogues(localesDir), wizardId);
  const bundle = { ...today, wizard: { ...today.wizard, version } };
  const hash = revisionHash(bundle);
  if (!again && last && revisionHash({ ...today, wizard: { ...today.wizard, version: last.version } }) === last.hash) {
    throw new Error(`${wizardId}: nothing changed since version ${last.version}`);
  }
  if (manifest.version !== version) {
    // the one edit of the manifest: its "version" line, leaving the rest as the analyst wrote it
    const text = readFileSync(manifestFile, 'utf8');
    writeFileSync(manifestFile, text.replace(/("version"\s*:\s*)\d+/, `$1${version}`));
  }
  const versions = [...list.versions.filter((v) => v.version !== version), { version, hash }].sort((a, b) => a.version - b.version);
  write(join(schemasDir, publishedBundlePath(wizardId, version)), bundle);
  write(join(schemasDir, publishedListPath(wizardId)), { wizard: wizardId, versions });
  return { version, hash, written: [publishedBundlePath(wizardId, version), publishedListPath(wizardId), ...(manifest.version !== version ? [`wizards/${wizardId}.json`] : [])] };
}
