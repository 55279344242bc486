/**
 * A questionnaire as a reviewer reads it, built from one revision's bundle (manifest, forms,
 * definitions and texts: src/engine/revisions/bundle.ts), so today's working files and any
 * published revision are documented by the same code. Words only: rendering is html.ts / pdf.ts.
 */
import type { Locale } from '../../engine/locales.ts';
import { revisionHash, type RevisionBundle } from '../../engine/revisions/bundle.ts';
import { choicesOf, itemPlace, propertyConditions, propertyNames, propertyPlace, titleOf, type Place } from '../../engine/revisions/schema-view.ts';
import { parseAnswerPointer } from '../../validation/answer-rules/pointers.ts';
import { describeCondition } from './describe-condition.ts';
import { describeRequirements } from './describe-requirements.ts';
import { placeFrom, subjectsOf } from './subjects.ts';
import type { Words } from './words.ts';

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

export interface DocumentQuestion {
  /** Where its answer is, from the wizard's answers (`/plant-production/parcels/*\/area`). */
  pointer: string;
  /** 0 for a question of the step, 1 inside a group or a table's row, … */
  depth: number;
  label: string;
  help: string[];
  /** A group of questions or a table's columns follow, one level deeper. */
  kind: 'question' | 'group' | 'table' | 'file' | 'files';
  choices: string[];
  /** Several choices may be made (a list), rather than one. */
  multiple: boolean;
  requirements: string[];
  /** "Asked when …", "Required when …" sentences. */
  conditions: string[];
}

export interface DocumentStep {
  id: string;
  number: number;
  title: string;
  help?: string;
  /** "This step is asked when …", or that every applicant is asked it. */
  condition: string;
  submission: boolean;
  questions: DocumentQuestion[];
}

export interface QuestionnaireModel {
  wizardId: string;
  version: number;
  hash: string;
  locale: Locale;
  title: string;
  steps: DocumentStep[];
}

const MAX_DEPTH = 12; // forms are shallow; a recursive definition must not walk forever

const isFile = (place: Place) => place.main.some((node) => typeof node.$ref === 'string' && node.$ref.includes('file-ref'));
const texts = (nodes: Json[], key: string) => nodes.map((node) => node[key]).filter((t): t is string => typeof t === 'string');

/** Property names in the ui schema's `ui:order` (with its `*` for the rest), as the form shows them. */
function ordered(names: string[], ui: Json): string[] {
  const order = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as string[]) : undefined;
  if (!order) return names;
  const rest = names.filter((n) => !order.includes(n));
  const star = order.indexOf('*');
  const listed = (list: string[]) => list.filter((n) => n === '*' || names.includes(n));
  const out = star >= 0 ? [...listed(order.slice(0, star)), ...rest, ...listed(order.slice(star + 1))] : [...listed(order), ...rest];
  return out.filter((n) => n !== '*');
}

export function questionnaireModel(bundle: RevisionBundle, words: Words): QuestionnaireModel {
  const { catalog, stepPlaces, stepTitle, subjectAt, rootSubject } = subjectsOf(bundle, words);
  /** The question an answer pointer of a rule names, from the question carrying the rule (relative pointers go up from it). */
  const ruleSubject = (at: string[]) => (pointer: string) => {
    const parsed = parseAnswerPointer(pointer);
    if (!parsed) return { label: words.quote(pointer), answer: (value: unknown) => words.quote(String(value)) };
    return rootSubject(parsed.kind === 'absolute' ? [parsed.step, ...parsed.tokens] : [...at.slice(0, Math.max(1, at.length - parsed.up)), ...parsed.tokens]);
  };

  const questionsOf = (place: Place, ui: Json, segments: string[], depth: number, out: DocumentQuestion[]) => {
    if (depth > MAX_DEPTH) return out;
    for (const name of ordered(propertyNames(place), ui)) {
      const child = propertyPlace(place, name)!;
      const childUi = isJson(ui[name]) ? (ui[name] as Json) : {};
      const options = isJson(childUi['ui:options']) ? (childUi['ui:options'] as Json) : {};
      const pointer = `/${[...segments, name].join('/')}`;
      const title = (childUi['ui:title'] as string | undefined) ?? (options.title as string | undefined) ?? titleOf(child);
      const help = [...texts(child.main, 'description'), ...texts([childUi], 'ui:description'), ...texts([childUi], 'ui:help'), ...texts([options], 'help')].map((id) => words.text(id)!);
      const required = place.main.some((node) => Array.isArray(node.required) && node.required.includes(name));
      const resolve = (at: string[]) => subjectAt(placeFrom(place, at), at.join('/'));
      const found = propertyConditions(place, name).map((c) => {
        const condition = describeCondition(c.when, resolve, words);
        return { asks: c.asks, condition: c.negated ? words.say('notWhen', { condition }) : condition };
      });
      // several branches asking one question (one per sub-scope) are one sentence: "asked when A or B"
      const conditions = [true, false]
        .map((asks) => found.filter((c) => c.asks === asks).map((c) => c.condition))
        .map((list, i) => list.length && words.say(i === 0 ? 'askedWhen' : 'requiredWhen', { condition: list.reduce((first, second) => words.say('or', { first, second })) }))
        .filter((sentence): sentence is string => !!sentence);
      if (Array.isArray(options.onlyCountries)) {
        const names = new Intl.DisplayNames([words.locale], { type: 'region' });
        conditions.push(words.say('askedWhen', { condition: words.say('countryIs', { countries: options.onlyCountries.map((c) => names.of(String(c)) ?? String(c)).join(', ') }) }));
      }
      const items = itemPlace(child);
      const question: DocumentQuestion = { pointer, depth, label: (title && words.text(title)) ?? name, help, kind: 'question', choices: [], multiple: false, requirements: [], conditions };
      const choices = choicesOf(child) ?? (items && choicesOf(items));
      if (choices) {
        question.choices = [...choices].map(([code, id]) => (id ? words.text(id)! : String(code)));
        question.multiple = !choicesOf(child);
      }
      question.requirements = describeRequirements(child, required, words, ruleSubject([...segments, name]));
      if (isFile(child)) question.kind = 'file';
      else if (items && isFile(items)) question.kind = 'files';
      out.push(question);
      if (question.kind !== 'question' || choices) continue;
      if (items && propertyNames(items).length) {
        question.kind = 'table';
        questionsOf(items, isJson(childUi.items) ? (childUi.items as Json) : {}, [...segments, name, '*'], depth + 1, out);
      } else if (propertyNames(child).length) {
        question.kind = 'group';
        questionsOf(child, childUi, [...segments, name], depth + 1, out);
      }
    }
    return out;
  };

  const steps = bundle.wizard.steps.map((step, i): DocumentStep => {
    const form = catalog.forms.get(step.form)!;
    const place = stepPlaces.get(step.id)!;
    const description = texts(place.main, 'description')[0];
    const submission = step.role === 'submission';
    const condition = step.when
      ? words.say('stepAskedWhen', { condition: describeCondition(step.when, rootSubject, words) })
      : words.say(submission ? 'submissionStep' : 'alwaysAsked');
    return {
      id: step.id,
      number: i + 1,
      title: stepTitle(step.id),
      ...(description ? { help: words.text(description) } : {}),
      condition,
      submission,
      questions: questionsOf(place, form.uiSchema, [step.id], 0, []),
    };
  });
  return { wizardId: bundle.wizard.id, version: bundle.wizard.version, hash: revisionHash(bundle), locale: words.locale, title: words.text(bundle.wizard.title) ?? bundle.wizard.id, steps };
}

