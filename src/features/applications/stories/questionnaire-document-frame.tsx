import { useMemo } from 'react';
import { revisionHash } from '../../../engine/revisions/bundle';
import type { Locale } from '../../../engine/locales';
import { describeChanges } from '../../../cli/questionnaire-document/changes';
import type { QuestionnaireDocument } from '../../../cli/questionnaire-document/document';
import { documentHtml } from '../../../cli/questionnaire-document/html';
import { questionnaireModel } from '../../../cli/questionnaire-document/model';
import { textProblems } from '../../../cli/questionnaire-document/text-check';
import { documentWords } from '../../../cli/questionnaire-document/words';
import { lastPublished, migrationsOf, todays } from './revision-sources';

/**
 * Today's questionnaire of a wizard as the reviewers' document (`npm run questionnaire -- <wizard>
 * --compare published`), built in the browser by the CLI's own code from today's files and the
 * last published revision: every step and question, what each requires and when it is asked,
 * the changes since that revision and the texts to check.
 */
// The document's own phrases (with values: "Step {number}: {title}") imported as the app imports
// its texts, so that a build, which ships them parsed and leaves formatjs' parser out, formats them;
// the questionnaire's texts are read as written, from the revision bundles.
const phrases = import.meta.glob<Record<string, string>>('../../../../locales/*/questionnaire-document.json', { eager: true, import: 'default' });

export function questionnaireDocument(wizardId: string, locale: Locale): QuestionnaireDocument {
  const catalogue = phrases[`../../../../locales/${locale}/questionnaire-document.json`] ?? {};
  const today = todays(wizardId);
  const published = lastPublished(wizardId);
  const wordsOf = (bundle: typeof today) => documentWords(locale, catalogue, bundle);
  const words = wordsOf(today);
  const model = questionnaireModel(today, words);
  // today's files that are the last published revision are that version, not work in progress
  const working = revisionHash(published) !== revisionHash(today);
  const heading = working ? words.say('workingTitle', { wizard: model.title, version: today.wizard.version }) : words.say('title', { wizard: model.title, version: model.version });
  const changes = describeChanges(
    { older: published, newer: today, olderName: words.say('revisionVersion', { version: published.wizard.version }), newerName: working ? words.say('revisionWorking') : words.say('revisionVersion', { version: today.wizard.version }) },
    migrationsOf(wizardId),
    wordsOf,
  );
  return { model, heading, words, textProblems: textProblems(today).filter((problem) => problem.locale === locale), changes };
}

/** The document in a frame of its own, so that its print style sheet stays its own. */
export function QuestionnaireDocumentFrame({ wizardId, locale }: { wizardId: string; locale: Locale }) {
  const document = useMemo(() => questionnaireDocument(wizardId, locale), [wizardId, locale]);
  return <iframe title={document.heading} srcDoc={documentHtml(document)} style={{ width: '100%', height: '85vh', border: 0 }} />;
}
