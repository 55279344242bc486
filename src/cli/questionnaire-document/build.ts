/**
 * One questionnaire document from the folders: which revision (today's working files, the last
 * published one, or a published version), in which language, compared with which other.
 */
import type { Locale } from '../../engine/locales.ts';
import type { RevisionBundle } from '../../engine/revisions/bundle.ts';
import { currentRevisions, lastPublishedRevision, readMessageCatalogues, readMigrations, readPublishedRevision } from '../../engine/revisions/revisions-folder.ts';
import { describeChanges } from './changes.ts';
import type { QuestionnaireDocument } from './document.ts';
import { questionnaireModel } from './model.ts';
import { textProblems } from './text-check.ts';
import { documentWords } from './words.ts';

/** `working` (today's files), `published` (the last published version), or a version: `1`, `v1`. */
export type RevisionSpec = string;

export interface DocumentRequest {
  wizardId: string;
  locale: Locale;
  revision?: RevisionSpec;
  compare?: RevisionSpec;
  schemasDir: string;
  localesDir: string;
}

interface Chosen {
  bundle: RevisionBundle;
  /** `v1` or `working`: in file names. */
  tag: string;
  working: boolean;
}

export function chooseRevision(wizardId: string, spec: RevisionSpec, schemasDir: string, localesDir: string): Chosen {
  if (spec === 'working') {
    const current = currentRevisions(schemasDir, localesDir)[wizardId];
    if (!current) throw new Error(`no wizard "${wizardId}" in ${schemasDir}/wizards/`);
    // today's files that are the last published revision are that version, not work in progress
    const last = lastPublishedRevision(wizardId, schemasDir);
    return { bundle: current.bundle, tag: 'working', working: last?.hash !== current.hash };
  }
  if (spec === 'published') {
    const last = lastPublishedRevision(wizardId, schemasDir);
    if (!last) throw new Error(`${wizardId} has no published revision (schemas/published/${wizardId}.json)`);
    return { bundle: last.bundle, tag: `v${last.version}`, working: false };
  }
  const version = /^v?(\d+)$/.exec(spec)?.[1];
  if (!version) throw new Error(`a revision is "working", "published" or a published version (1 or v1), not "${spec}"`);
  return { bundle: readPublishedRevision(wizardId, Number(version), schemasDir).bundle, tag: `v${version}`, working: false };
}


export function buildDocument(request: DocumentRequest): QuestionnaireDocument & { tag: string } {
  const { wizardId, locale, schemasDir, localesDir } = request;
  const catalogue = readMessageCatalogues(localesDir)[locale] ?? {};
  const chosen = chooseRevision(wizardId, request.revision ?? 'working', schemasDir, localesDir);
  const wordsOf = (bundle: RevisionBundle) => documentWords(locale, catalogue, bundle);
  const words = wordsOf(chosen.bundle);
  const model = questionnaireModel(chosen.bundle, words);
  const name = (c: Chosen) => (c.working ? words.say('revisionWorking') : words.say('revisionVersion', { version: c.bundle.wizard.version }));
  let changes;
  if (request.compare) {
    const older = chooseRevision(wizardId, request.compare, schemasDir, localesDir);
    changes = describeChanges({ older: older.bundle, newer: chosen.bundle, olderName: name(older), newerName: name(chosen) }, readMigrations(wizardId, schemasDir), wordsOf);
  }
  const heading = chosen.working ? words.say('workingTitle', { wizard: model.title, version: chosen.bundle.wizard.version }) : words.say('title', { wizard: model.title, version: model.version });
  return { model, heading, words, textProblems: textProblems(chosen.bundle).filter((p) => p.locale === locale), ...(changes ? { changes } : {}), tag: chosen.tag };
}
