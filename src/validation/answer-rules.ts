import type { WizardAnswers, WizardStep } from '../engine/wizard.ts';
import type { ValidationIssue } from './types.ts';
import { coordinatesInCountry } from './coordinate-rules.ts';
import { addonsPerProduct, appendix2AqRegistered, appendix2Units, memberCount } from './globalgap-rules.ts';
import { animalsMatchScope, plantMatchesScope, productionTypesChosen, productsMatchScope, unitsMatchScope } from './organic-rules.ts';

// Business rules of the application wizards that span several answers or steps, which JSON
// Schema cannot say. Pure functions: the server applies them at submission, the browser when
// the person leaves the step, so both say the same thing.

/** Issues of one step of a wizard, in the shape the API reports them. */
export interface StepProblems {
  step: string;
  form: string;
  issues: ValidationIssue[];
}

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

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const missing = (path: string, property: string): ValidationIssue => ({
  path, keyword: 'singleProducerComplete', messageId: 'globalgap.appendix1.singleProducerComplete', params: { missingProperty: property },
});

// What a single producer (option 1) must fill in on Appendix 1 beyond what the form requires
// of everybody: the whole producer section (the GGN only when the producer said on the GGN
// step that they have one — a first registration is told to leave it empty; a former GGN only
// if there is one) and every production unit's code, name, crop kind and an area.
const PRODUCER_FIELDS = ['legal_name', 'street', 'number', 'postcode', 'city', 'country', 'contact_person', 'responsible_person', 'phone', 'email'];

/**
 * Spec §5 "single producers must have all fields completed": under certification option 1
 * (chosen on the scope step) Appendix 1 is complete only with every producer field.
 */
function singleProducerComplete(answers: unknown, all: WizardAnswers): ValidationIssue[] {
  if ((all.scope as Row | undefined)?.option !== 1) return [];
  const step = (answers ?? {}) as Row;
  const producer = (step.producer ?? {}) as Row;
  const hasGgn = (all.ggn as Row | undefined)?.status === 'existing';
  const fields = hasGgn ? ['legal_name', 'ggn', ...PRODUCER_FIELDS.slice(1)] : PRODUCER_FIELDS;
  const issues = fields.filter((f) => blank(producer[f])).map((f) => missing(`/producer/${f}`, f));
  rows(step.production_units).forEach((unit, index) => {
    for (const f of ['code', 'name', 'crop_kind']) if (blank(unit[f])) issues.push(missing(`/production_units/${index}/${f}`, f));
    if (blank(unit.open_area_ha) && blank(unit.covered_area_ha)) issues.push(missing(`/production_units/${index}/open_area_ha`, 'open_area_ha'));
  });
  return issues;
}

// Rules that span several answers, by the form of the step they concern.
const RULES: Record<string, (answers: unknown, all: WizardAnswers) => ValidationIssue[]> = {
  'bio/plant-production': (answers, all) => [...cropsOnParcels(answers), ...plantMatchesScope(answers, all)],
  'bio/scope': productionTypesChosen,
  'bio/animal-production': animalsMatchScope,
  'bio/mtp': unitsMatchScope,
  'bio/product-catalogue': productsMatchScope,
  'globalgap/appendix-1': singleProducerComplete,
  'globalgap/appendix-2': appendix2Units,
  'globalgap/appendix-2-aq': appendix2AqRegistered,
  'globalgap/addons-per-product': addonsPerProduct,
  'globalgap/producer-group': memberCount,
};

/**
 * The rules' issues with one step's answers (`all`: every step's answers, this one's included;
 * `country`: the applicant's, where the step's sites and parcels must lie unless a site names its own).
 */
export function ruleIssues(form: string, answers: unknown, all: WizardAnswers, country?: unknown): ValidationIssue[] {
  return [...(RULES[form]?.(answers, all) ?? []), ...coordinatesInCountry(answers, country)];
}

/** The cross-field rules' problems of the visible steps, in the shape of form problems. */
export function crossFieldProblems(steps: readonly WizardStep[], answers: WizardAnswers, country?: unknown): StepProblems[] {
  return steps.flatMap((step) => {
    const issues = ruleIssues(step.form, answers[step.id], answers, country);
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
