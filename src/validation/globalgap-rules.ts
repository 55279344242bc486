import type { WizardAnswers } from '../engine/wizard.ts';
import type { ValidationIssue } from './types.ts';

// GLOBALG.A.P. rules that span steps of the wizard (Appendix 1 and 2, their aquaculture twins,
// the add-ons per product, the producer group's list), which JSON Schema cannot say. Keyed by
// the step ids of schemas/wizards/globalgap.json.

type Row = Record<string, unknown>;
const rows = (value: unknown): Row[] => (Array.isArray(value) ? value.filter((r): r is Row => !!r && typeof r === 'object') : []);
const step = (all: WizardAnswers, id: string): Row => {
  const value = all[id];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Row) : {};
};
const norm = (value: unknown) => (typeof value === 'string' ? value.trim().toLocaleLowerCase('en') : '');
/** "PU-01, PU-02; PU-03" → the codes, as typed (trimmed). */
const codes = (value: unknown) => (typeof value === 'string' ? value.split(/[,;]/).map((c) => c.trim()).filter(Boolean) : []);
const issue = (path: string, keyword: string, messageId: string, params: Record<string, unknown>): ValidationIssue => ({ path, keyword, messageId, params });

/** Every code of a `production_units` cell must be a unit of the registration appendix. */
function unitsKnown(list: Row[], units: Row[], base: string, messageId: string): ValidationIssue[] {
  if (units.length === 0) return [];
  const known = new Set(units.map((u) => norm(u.code)).filter(Boolean));
  return list.flatMap((row, index) =>
    codes(row.production_units)
      .filter((code) => !known.has(norm(code)))
      .map((code) => issue(`/${base}/${index}/production_units`, 'knownProductionUnit', messageId, { code })),
  );
}

/** Appendix 2: each product grows in production units registered in Appendix 1. */
export function appendix2Units(answers: unknown, all: WizardAnswers): ValidationIssue[] {
  const products = rows((answers as Row | undefined)?.products);
  return unitsKnown(products, rows(step(all, 'appendix-1').production_units), 'products', 'globalgap.appendix2.unknownUnit');
}

/** Appendix 2 AQ: each species and its units are registered in Appendix 1 AQ. */
export function appendix2AqRegistered(answers: unknown, all: WizardAnswers): ValidationIssue[] {
  const supply = rows((answers as Row | undefined)?.supply);
  const registration = step(all, 'appendix-1-aq');
  const species = new Set(rows(registration.species).map((s) => s.species));
  const unknownSpecies = species.size
    ? supply.flatMap((row, index) =>
        row.species !== undefined && !species.has(row.species)
          ? [issue(`/supply/${index}/species`, 'registeredSpecies', 'globalgap.appendix2aq.speciesNotRegistered', { species: String(row.species) })]
          : [],
      )
    : [];
  return [...unknownSpecies, ...unitsKnown(supply, rows(registration.production_units), 'supply', 'globalgap.appendix2aq.unknownUnit')];
}

/**
 * Add-ons per product (spec §5 "add-ons only for products that can carry them"): a row's product
 * is one of Appendix 2 (or a species of Appendix 2 AQ); an add-on chosen for a product was chosen
 * in the scope; every add-on chosen in the scope is chosen for at least one product. The add-ons
 * are whatever the lists hold (schemas/_defs/globalgap-addons.schema.json): a new one is checked
 * like the others. Which add-on a product may carry is the form's own rule (`choicesFor`).
 */
export function addonsPerProduct(answers: unknown, all: WizardAnswers): ValidationIssue[] {
  const list = rows((answers as Row | undefined)?.rows);
  const listed = new Set([
    ...rows(step(all, 'appendix-2').products).map((p) => p.product),
    ...rows(step(all, 'appendix-2-aq').supply).map((s) => s.species),
  ]);
  const chosen = Array.isArray(step(all, 'scope').addons) ? (step(all, 'scope').addons as unknown[]) : [];
  const addonsOf = (row: Row): unknown[] => (Array.isArray(row.addons) ? row.addons : []);
  const issues: ValidationIssue[] = [];
  list.forEach((row, index) => {
    if (row.product !== undefined && !listed.has(row.product)) {
      issues.push(issue(`/rows/${index}/product`, 'listedProduct', 'globalgap.addonsPerProduct.productNotListed', { product: String(row.product) }));
    }
    for (const addon of addonsOf(row)) {
      if (!chosen.includes(addon)) issues.push(issue(`/rows/${index}/addons`, 'chosenAddon', 'globalgap.addonsPerProduct.addonNotChosen', { addon: String(addon) }));
    }
  });
  for (const addon of chosen) {
    if (!list.some((row) => addonsOf(row).includes(addon))) {
      issues.push(issue('/rows', 'assignedAddon', 'globalgap.addonsPerProduct.addonUnassigned', { addon: String(addon) }));
    }
  }
  return issues;
}

/** The producer group's list has as many members as Appendix 1 declares (when it declares a number). */
export function memberCount(answers: unknown, all: WizardAnswers): ValidationIssue[] {
  const declared = (step(all, 'appendix-1').producer_group as Row | undefined)?.members;
  const listed = rows((answers as Row | undefined)?.members).length;
  return typeof declared === 'number' && declared !== listed
    ? [issue('/members', 'memberCount', 'globalgap.group.memberCountMismatch', { declared, listed })]
    : [];
}
