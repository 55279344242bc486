/**
 * Answers a migration takes out (no question of today's form holds them), described with the
 * titles and texts of the revision they were given under, so they can be shown as "no longer
 * asked" in the person's language.
 */
import { equal as jsonEqual } from '../json-equal.ts';
import { pointerOf } from '../json-pointer.ts';
import type { Locale } from '../locales.ts';
import type { Json } from './answer-segments.ts';
import { catalogOfBundle, type RevisionBundle } from './bundle.ts';
import { choicesOf, placeAt, titleOf } from './schema-view.ts';

/** An answer no question of today's form holds: kept with the draft, shown as "no longer asked" until dismissed. */
export interface RetiredAnswer {
  /** Where it was in the answers (`/plant-production/unit/responsible_person`). */
  pointer: string;
  value: unknown;
  stepId: string;
  /** Message id of the old question's title (from the previous revision, or today's). */
  title?: string;
  /** Message id of the old choice's label, when the value was a choice of a list. */
  valueTitle?: string;
  /** The texts of `title` and `valueTitle` from the previous revision, which today's messages may have lost. */
  messages?: Partial<Record<Locale, Record<string, string>>>;
}

/** The form schemas (references bundled) of a revision's steps, by step id. */
export function stepSchemas(bundle: RevisionBundle): Map<string, Json> {
  const catalog = catalogOfBundle(bundle);
  return new Map(bundle.wizard.steps.map((step) => [step.id, catalog.forms.get(step.form)!.schema]));
}

/** Where a retired answer was, and the titles (with their texts) it was asked and chosen under. */
export function describe(retired: { segments: string[]; value: unknown }, schemas: Map<string, Json>[], bundles: RevisionBundle[]): RetiredAnswer {
  const [stepId, ...path] = retired.segments;
  const answer: RetiredAnswer = { pointer: pointerOf(retired.segments), value: retired.value, stepId };
  for (const [i, byStep] of schemas.entries()) {
    const schema = byStep.get(stepId);
    const place = schema && placeAt(schema, path);
    if (!place) continue;
    const isRow = /^\d+$/.test(path.at(-1) ?? '');
    answer.title = titleOf(place) ?? (isRow ? titleOf(placeAt(schema, path.slice(0, -1))!) : undefined);
    const choices = choicesOf(place);
    const label = choices && [...choices].find(([code]) => jsonEqual(code, retired.value))?.[1];
    if (label) answer.valueTitle = label;
    const ids = [answer.title, answer.valueTitle].filter((id): id is string => !!id);
    const texts = Object.entries(bundles[i].messages).map(([locale, messages]) => [locale, Object.fromEntries(ids.filter((id) => id in messages).map((id) => [id, messages[id]]))]);
    if (ids.length) answer.messages = Object.fromEntries(texts);
    if (answer.title) break;
  }
  return answer;
}
