import type { WizardAnswers } from '../engine/wizard.ts';
import { organicShare } from './computed-values.ts';
import type { ValidationIssue } from './types.ts';

// Spec §5 for the organic questionnaires: "selected species or items must match the registered
// sub-scopes; each sub-scope needs at least one production type". The scope step registers
// production types per chosen sub-scope; each questionnaire may select only those.

type Row = Record<string, unknown>;
const rows = (value: unknown): Row[] => (Array.isArray(value) ? value.filter((r): r is Row => !!r && typeof r === 'object') : []);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const issue = (path: string, keyword: string, messageId: string, params: Record<string, unknown> = {}): ValidationIssue => ({ path, keyword, messageId, params });

const subScopes = (all: WizardAnswers) => strings((all.scope as Row | undefined)?.sub_scopes);

/** The production types registered for a sub-scope: none unless the sub-scope is chosen. */
export function registeredTypes(all: WizardAnswers, subScope: string): string[] {
  if (!subScopes(all).includes(subScope)) return [];
  return strings(((all.scope as Row | undefined)?.production_types as Row | undefined)?.[subScope]);
}

/** Scope step: each chosen sub-scope needs at least one production type. */
export function productionTypesChosen(_answers: unknown, all: WizardAnswers): ValidationIssue[] {
  return subScopes(all)
    .filter((subScope) => registeredTypes(all, subScope).length === 0)
    .map((subScope) => issue(`/production_types/${subScope}`, 'productionTypeRequired', 'bio.scope.productionTypeRequired', { subScope }));
}

/**
 * Rows whose `field` must be a registered type, and registered types that no row has: the
 * questionnaire and the scope step must say the same.
 */
function matchRegistered(list: Row[], listPath: string, field: string, registered: string[], messages: { notRegistered: string; missing: string }) {
  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  list.forEach((row, index) => {
    const value = row[field];
    if (typeof value !== 'string' || value === '') return;
    seen.add(value);
    if (!registered.includes(value)) issues.push(issue(`${listPath}/${index}/${field}`, 'registeredType', messages.notRegistered, { value }));
  });
  for (const type of registered) {
    if (!seen.has(type)) issues.push(issue(listPath, 'registeredType', messages.missing, { value: type }));
  }
  return issues;
}

/** Animal production: the animal kinds are the species registered; poultry details need poultry. */
export function animalsMatchScope(answers: unknown, all: WizardAnswers): ValidationIssue[] {
  const step = (answers ?? {}) as Row;
  const registered = registeredTypes(all, 'animal_production');
  const issues = matchRegistered(rows(step.animal_categories), '/animal_categories', 'kind', registered, {
    notRegistered: 'bio.animal.kindNotRegistered',
    missing: 'bio.animal.registeredKindMissing',
  });
  const poultry = (step.poultry ?? {}) as Row;
  const poultryGiven = rows(poultry.flocks).length > 0 || (typeof poultry.houses === 'number' && poultry.houses > 0);
  if (poultryGiven && !registered.includes('poultry')) issues.push(issue('/poultry', 'registeredType', 'bio.animal.poultryNotRegistered'));
  return issues;
}

/** MTP: each unit's type is a registered kind of unit, and each registered kind has a unit. */
export function unitsMatchScope(answers: unknown, all: WizardAnswers): ValidationIssue[] {
  const step = (answers ?? {}) as Row;
  return matchRegistered(rows(step.units), '/units', 'type', registeredTypes(all, 'mtp'), {
    notRegistered: 'bio.mtp.typeNotRegistered',
    missing: 'bio.mtp.registeredTypeMissing',
  });
}

/**
 * Product catalogue: categories registered on the scope step, and the organic share the one
 * the ingredients give. (The production unit may be another operator's, certified by another
 * body, so its type is not held against the chosen sub-scopes.)
 */
export function productsMatchScope(answers: unknown, all: WizardAnswers): ValidationIssue[] {
  const step = (answers ?? {}) as Row;
  const registered = registeredTypes(all, 'product_catalogue');
  const issues: ValidationIssue[] = [];
  rows(step.products).forEach((product, index) => {
    const at = `/products/${index}`;
    if (typeof product.category === 'string' && !registered.includes(product.category)) {
      issues.push(issue(`${at}/category`, 'registeredType', 'bio.products.categoryNotRegistered', { value: product.category }));
    }
    const share = organicShare(product);
    if (share !== undefined && product.organic_share !== share) {
      issues.push(issue(`${at}/organic_share`, 'computed', 'bio.products.organicShareMismatch', { expected: share }));
    }
  });
  return issues;
}

/** Plant production: wild collection only when registered as a production type. */
export function plantMatchesScope(answers: unknown, all: WizardAnswers): ValidationIssue[] {
  const wild = ((answers ?? {}) as Row).wild_collection as Row | undefined;
  if (wild?.practised !== true || registeredTypes(all, 'plant_production').includes('wild_collection')) return [];
  return [issue('/wild_collection/practised', 'registeredType', 'bio.plantProduction.wildCollectionNotRegistered')];
}
