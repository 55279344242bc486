import { resolvePointer } from './json-pointer.ts';
import { choicesOf, itemPlace, placeAt } from './revisions/schema-view.ts';
import type { WizardAnswers, WizardManifest } from './wizard.ts';

/** What a report of the certification body names of an application, read where its manifest's `report` points. */
export interface ReportedAnswers {
  /** The message ids of the choices' labels (a value without one: the value itself). */
  operatorType: string[];
  activities: string[];
  productCategories: string[];
  /** The rows' areas summed, to a thousandth, and how many rows; null without rows. */
  area: number | null;
  rows: number | null;
}

/**
 * The answers a report names, from the pointers of the manifest's `report` (data, as the
 * analysts' promise asks: the code names no question), each choice by the title its form gives
 * it. `formSchema` gives a step form's schema by its id.
 */
export function reportedAnswers(manifest: WizardManifest, answers: WizardAnswers, formSchema: (form: string) => object | undefined): ReportedAnswers {
  const declared = manifest.report ?? {};
  const labels = (pointer: string | undefined): string[] => {
    if (!pointer) return [];
    const value = resolvePointer(answers, pointer).value;
    const values = (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]).filter((v) => typeof v === 'string' || typeof v === 'number');
    const [stepId, ...rest] = pointer.split('/').slice(1);
    const form = manifest.steps.find((step) => step.id === stepId)?.form;
    const schema = form ? formSchema(form) : undefined;
    let place = schema ? placeAt(schema as Record<string, unknown>, rest) : undefined;
    if (place && Array.isArray(value)) place = itemPlace(place) ?? place;
    const titles = place ? choicesOf(place) : undefined;
    return values.map((v) => titles?.get(v) ?? String(v));
  };
  const rows = declared.areas ? resolvePointer(answers, declared.areas.rows).value : undefined;
  const list = Array.isArray(rows) ? rows : [];
  const total = list.reduce<number>((sum, row) => {
    const area = declared.areas ? resolvePointer(row, declared.areas.area).value : undefined;
    return sum + (typeof area === 'number' ? area : 0);
  }, 0);
  return {
    operatorType: labels(declared.operatorType),
    activities: labels(declared.activities),
    productCategories: labels(declared.productCategories),
    area: list.length ? Math.round(total * 1000) / 1000 : null,
    rows: list.length || null,
  };
}
