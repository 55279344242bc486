import type { WizardAnswers, WizardStep } from '../../engine/wizard.ts';
import type { ValidationIssue } from '../../validation/types.ts';
import type { StepProblems } from './wizards.ts';

type Row = Record<string, unknown>;
const rows = (value: unknown): Row[] => (Array.isArray(value) ? value.filter((r): r is Row => !!r && typeof r === 'object') : []);
const key = (value: unknown) => (typeof value === 'string' ? value.trim().toLocaleLowerCase('el') : '');

/**
 * Spec §5 "all selected crops must be entered in the table": every crop listed under the
 * production elements of the organic plant-production questionnaire must be grown on at least
 * one parcel of the parcels table (its crop type). Across two tables, so not a JSON Schema rule.
 */
function cropsOnParcels(answers: unknown): ValidationIssue[] {
  const step = (answers ?? {}) as Row;
  const grown = new Set(rows(step.parcels).map((p) => key(p.crop_type)).filter(Boolean));
  const crops = rows((step.production_elements as Row | undefined)?.crops);
  return crops.flatMap((crop, index) =>
    key(crop.crop) && !grown.has(key(crop.crop))
      ? [{ path: `/production_elements/crops/${index}/crop`, keyword: 'cropOnParcels', messageId: 'bio.plantProduction.cropNotOnParcels', params: { crop: String(crop.crop) } }]
      : [],
  );
}

// Rules that span several answers of one form, by form id.
const RULES: Record<string, (answers: unknown) => ValidationIssue[]> = {
  'bio/plant-production': cropsOnParcels,
};

/** The cross-field rules' problems of the visible steps, in the shape of form problems. */
export function crossFieldProblems(steps: readonly WizardStep[], answers: WizardAnswers): StepProblems[] {
  return steps.flatMap((step) => {
    const issues = RULES[step.form]?.(answers[step.id]) ?? [];
    return issues.length ? [{ step: step.id, form: step.form, issues }] : [];
  });
}

/** Form problems and cross-field problems together, one entry per step. */
export function mergeProblems(a: StepProblems[], b: StepProblems[]): StepProblems[] {
  const merged = new Map(a.map((p) => [p.step, { ...p, issues: [...p.issues] }]));
  for (const p of b) {
    const existing = merged.get(p.step);
    if (existing) existing.issues.push(...p.issues);
    else merged.set(p.step, p);
  }
  return [...merged.values()];
}
