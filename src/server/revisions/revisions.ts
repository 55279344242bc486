import type { Kysely } from 'kysely';
import type { IntlShape } from '@formatjs/intl';
import { createIntl, createIntlCache } from '@formatjs/intl';
import type { Database } from '../core/db/types';
import { createServerIntl, LOCALES_DIR, type ServerLocale } from '../core/i18n/catalogue';
import { SCHEMAS_DIR } from '../../engine/schema-folder.ts';
import { catalogOfBundle, type RevisionBundle } from '../../engine/revisions/bundle.ts';
import { createWizardRegistry, wizardRegistryOf, type WizardRegistry } from '../applications/wizards';
import { revisionsStore, type StoredRevision } from './store';
import { todaysRevisions, publishedRevisions, migrationsIn, type Revision } from './engine-calls';

export type { Revision };

const fromStored = (row: StoredRevision): Revision => ({ hash: row.hash, wizardId: row.wizard_id, version: row.version, bundle: row.bundle as unknown as RevisionBundle });
const toStored = (revision: Revision): StoredRevision => ({
  hash: revision.hash,
  wizard_id: revision.wizardId,
  version: revision.version,
  bundle: revision.bundle as unknown as Record<string, unknown>,
});

/** How many revisions' compiled forms a process keeps besides today's (each costs its compiled validators). */
const KEPT_REGISTRIES = 20;

/**
 * The questionnaires' revisions for one process (docs/revisions.md): today's, computed from
 * the schemas and locales folders once; any other, read from the database by hash (kept in
 * memory after: a hash never changes its content). Each revision gives the wizard registry
 * its answers are shown and judged with, and the texts its PDF is printed with.
 */
export function questionnaireRevisions(db: Kysely<Database>, folders: { schemasDir?: string; localesDir?: string } = {}) {
  const schemasDir = folders.schemasDir ?? SCHEMAS_DIR;
  const localesDir = folders.localesDir ?? LOCALES_DIR;
  let today: Map<string, Revision> | undefined;
  const todays = () => (today ??= new Map(todaysRevisions(schemasDir, localesDir).map((r) => [r.wizardId, r])));
  const known = new Map<string, Revision>();
  const registries = new Map<string, WizardRegistry>();
  const serverIntl = createServerIntl(localesDir);
  const intls = new Map<string, IntlShape>();
  const intlCache = createIntlCache();

  function current(wizardId: string): Revision {
    const revision = todays().get(wizardId);
    if (!revision) throw new Error(`no wizard "${wizardId}" in ${schemasDir}`);
    return revision;
  }

  const isCurrent = (hash: string | null) => hash === null || [...todays().values()].some((r) => r.hash === hash);

  async function get(hash: string): Promise<Revision | undefined> {
    for (const revision of todays().values()) if (revision.hash === hash) return revision;
    const cached = known.get(hash);
    if (cached) return cached;
    const row = await revisionsStore.find(db, hash);
    if (!row) return undefined;
    const revision = fromStored(row);
    known.set(hash, revision);
    return revision;
  }

  return {
    schemasDir,
    current,
    isCurrent,
    get,
    /** Today's migrations of a wizard (`schemas/wizards/<id>.migrations.json`), as migrateDraft takes them. */
    migrations: (wizardId: string) => migrationsIn(schemasDir, wizardId),

    /**
     * Stores today's revision of each wizard and every published one (`schemas/published/`),
     * and gives applications without a revision today's. Several processes may do it at once:
     * each row is added only if missing, each application pinned only while it has none.
     */
    async storeAtStart(): Promise<void> {
      const revisions = [...todays().values(), ...publishedRevisions(schemasDir)];
      for (const revision of revisions) await revisionsStore.add(db, toStored(revision));
      for (const wizardId of await revisionsStore.unpinnedWizards(db)) {
        const revision = todays().get(wizardId);
        if (revision) await revisionsStore.pinUnpinned(db, wizardId, revision.hash);
      }
    },

    /** Records today's revision of a wizard (in a transaction that pins an application to it). */
    record: (on: Kysely<Database>, revision: Revision) => revisionsStore.add(on, toStored(revision)),

    /**
     * The wizard registry of a revision: today's is the process's one registry; an older
     * one's is compiled from its bundle on first use (the server may compile at run time).
     */
    registryOf(revision: Revision): WizardRegistry {
      if (todays().get(revision.wizardId)?.hash === revision.hash) return wizardRegistryOf(schemasDir);
      let registry = registries.get(revision.hash);
      if (!registry) {
        if (registries.size >= KEPT_REGISTRIES) registries.delete(registries.keys().next().value!);
        registries.set(revision.hash, (registry = createWizardRegistry(catalogOfBundle(revision.bundle))));
      }
      return registry;
    },

    /**
     * Texts in a language for what the server writes of an application under this revision
     * (its PDF): today's catalogues, with the revision's own texts over them, so that a
     * question renamed or a choice removed since reads as it did.
     */
    intlOf(revision: Revision | undefined, locale: ServerLocale): IntlShape {
      const base = serverIntl(locale);
      if (!revision || todays().get(revision.wizardId)?.hash === revision.hash) return base;
      const key = `${revision.hash}:${locale}`;
      let intl = intls.get(key);
      if (!intl) {
        const own = revision.bundle.messages;
        const messages = { ...(base.messages as Record<string, string>), ...own.en, ...own[locale] };
        intls.set(key, (intl = createIntl({ locale, messages, onError: () => undefined }, intlCache)));
      }
      return intl;
    },
  };
}
export type QuestionnaireRevisions = ReturnType<typeof questionnaireRevisions>;
