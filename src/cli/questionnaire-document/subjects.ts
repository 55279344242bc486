/**
 * How a document names the questions of one revision: a step's title, the question at a
 * pointer into the answers (with its step, for conditions on another step), the words for an
 * answer (a choice's label, yes or no). The model and the list of changes share them.
 */
import { catalogOfBundle, type RevisionBundle } from '../../engine/revisions/bundle.ts';
import { choicesOf, itemPlace, propertyPlace, rootPlace, titleOf, type Place } from '../../engine/revisions/schema-view.ts';
import type { Subject } from './describe-condition.ts';
import type { Words } from './words.ts';

/** A place's answers from where it stands: property names, `*` (or a row number) for a list's items. */
export function placeFrom(place: Place | undefined, segments: string[]): Place | undefined {
  for (const segment of segments) {
    if (!place) return undefined;
    const row = segment === '*' || /^\d+$/.test(segment);
    place = row && itemPlace(place) ? itemPlace(place) : propertyPlace(place, segment);
  }
  return place;
}

export function subjectsOf(bundle: RevisionBundle, words: Words) {
  const catalog = catalogOfBundle(bundle);
  const stepPlaces = new Map(bundle.wizard.steps.map((step) => [step.id, rootPlace(catalog.forms.get(step.form)!.schema)]));
  /** A step's title in this revision's words; its id for a step it does not have. */
  const stepTitle = (stepId: string) => {
    const place = stepPlaces.get(stepId);
    return (place && words.text(titleOf(place))) ?? stepId;
  };
  /** Words for an answer of a question: its choice's label, yes/no, or the value itself. */
  const answerWords = (place: Place | undefined) => (value: unknown) => {
    if (value === true) return words.say('yes');
    if (value === false) return words.say('no');
    const choices = place && (choicesOf(place) ?? (itemPlace(place) && choicesOf(itemPlace(place)!)));
    const id = choices && [...choices].find(([code]) => code === value)?.[1];
    return words.quote((id && words.text(id)) || String(value));
  };
  /** The question at a place, its label in quotes (its path when it has no title). */
  const subjectAt = (place: Place | undefined, fallback: string): Subject => ({ label: words.quote((place && words.text(titleOf(place))) ?? fallback), answer: answerWords(place) });
  /** The question at a pointer's segments into the whole answers (`scope`, `sub_scopes`), named with its step. */
  const rootSubject = (segments: string[]): Subject => {
    const [stepId, ...rest] = segments;
    const subject = subjectAt(placeFrom(stepPlaces.get(stepId), rest), rest.join('/'));
    return { ...subject, label: rest.length ? words.say('inStep', { question: subject.label, step: stepTitle(stepId) }) : words.quote(stepTitle(stepId)) };
  };
  return { catalog, stepPlaces, stepTitle, answerWords, subjectAt, rootSubject };
}
