import type { ChangesSection } from './changes.ts';
import type { QuestionnaireModel } from './model.ts';
import type { TextProblem } from './text-check.ts';
import type { Words } from './words.ts';

/** Everything one document shows: the questionnaire, its language's text problems, and what changed (when compared). */
export interface QuestionnaireDocument {
  model: QuestionnaireModel;
  /** The title line: "Organic certification: the questionnaire, version 1". */
  heading: string;
  /** Problems of this document's language only. */
  textProblems: TextProblem[];
  changes?: ChangesSection;
  words: Words;
}

/** A text problem in the document's words. */
export const problemText = (problem: TextProblem, words: Words) =>
  problem.kind === 'missing'
    ? words.say('textMissing', { id: problem.id })
    : words.say('textSameAs', { language: words.say(`language.${problem.sameAs}`), id: problem.id, text: problem.text ?? '' });
