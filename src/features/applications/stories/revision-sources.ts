import { revisionBundle, type RevisionBundle } from '../../../engine/revisions/bundle';
import { parseMigrations } from '../../../engine/revisions/migrations';
import type { Locale } from '../../../engine/locales';
import { schemaCatalog } from '../../../forms/form-catalog';

// Storybook only: the published bundles and the texts as written (the app fetches a revision
// from the server, and ships its texts parsed), so that today's bundle is built as the server
// builds it. The revisions' and the questionnaire documents' stories read them.
const published = import.meta.glob<unknown>('../../../../schemas/published/**/*.json', { eager: true, import: 'default' });
// (as written: a build ships locales/*.json parsed into formatjs' AST, scripts/vite-precompiled-messages.ts)
const texts = import.meta.glob<string>('../../../../locales/*/*.json', { eager: true, query: '?raw', import: 'default' });

/** Every language's texts, all its files merged (as the CLI's readMessageCatalogues reads them). */
export const messages = Object.entries(texts).reduce<Partial<Record<Locale, Record<string, string>>>>((all, [path, file]) => {
  const locale = path.split('/').at(-2) as Locale;
  return { ...all, [locale]: { ...all[locale], ...(JSON.parse(file) as Record<string, string>) } };
}, {});

/** The last published revision of a wizard (its list `schemas/published/<wizard>.json` names the versions). */
export function lastPublished(wizardId: string): RevisionBundle {
  const list = published[`../../../../schemas/published/${wizardId}.json`] as { versions: { version: number }[] };
  const last = Math.max(...list.versions.map((v) => v.version));
  return published[`../../../../schemas/published/${wizardId}/v${last}.json`] as RevisionBundle;
}

/** Today's files of a wizard as one revision bundle. */
export const todays = (wizardId: string) => revisionBundle(schemaCatalog, messages, wizardId);
/** A wizard's declared migrations (schemas/wizards/<wizard>.migrations.json). */
export const migrationsOf = (wizardId: string) => parseMigrations(schemaCatalog.files[`wizards/${wizardId}.migrations.json`], wizardId);
