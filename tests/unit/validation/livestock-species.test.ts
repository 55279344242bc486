import { describe, expect, it } from 'vitest';
import { schemaCatalogOf } from '../../../src/engine/schema-folder';
import { formFixture } from '../../../src/forms/form-fixtures';
import { answerRuleIssues } from '../../../src/validation/answer-rules/run';
import { validateForm } from '../../../src/validation/validate';

// GLOBALG.A.P. livestock: the scope offers the six livestock sub-scopes of IFA v5 and, when one
// is chosen, asks for the species kept, from the list of schemas/_defs (each species of one
// sub-scope, "other" named).

const scopeForm = schemaCatalogOf().forms.get('globalgap/scope')!.schema;
const livestockList = schemaCatalogOf().defs.find((d) => d.uri.endsWith('_defs/globalgap-livestock-species.schema.json'))!.schema as { oneOf: { const: string; group?: string }[] };
const scope = (change: Record<string, unknown>) => ({ ...(formFixture('globalgap/scope') as object), ...change });
const all = (answers: object) => [...validateForm('globalgap/scope', answers), ...answerRuleIssues(scopeForm, answers)].map((i) => `${i.path} ${i.messageId}`);

describe('livestock sub-scopes and species', () => {
  it('every species belongs to a livestock sub-scope the scope offers, and "other" is named', () => {
    const subScopes = (scopeForm as { properties: { sub_scopes: { items: { oneOf: { const: string }[] } } } }).properties.sub_scopes.items.oneOf.map((o) => o.const);
    for (const sub of ['cattle_sheep', 'dairy', 'calf_young_beef', 'pigs', 'poultry', 'turkey']) expect(subScopes).toContain(sub);
    for (const species of livestockList.oneOf.filter((o) => o.const !== 'other_livestock')) expect(subScopes, species.const).toContain(species.group);
  });

  it('a livestock sub-scope asks for the species kept; a crop sub-scope does not', () => {
    expect(all(scope({ sub_scopes: ['dairy'] }))).toContain('/livestock_species globalgap.scope.livestockSpeciesRequired');
    expect(all(scope({ sub_scopes: ['dairy'], livestock_species: ['dairy_cows', 'dairy_goats'] }))).toEqual([]);
    expect(all(scope({ sub_scopes: ['fruit_vegetables'] }))).toEqual([]);
  });

  it('another species is named, and a species no list offers is refused', () => {
    expect(all(scope({ sub_scopes: ['pigs'], livestock_species: ['other_livestock'] }))).toContain('/livestock_species_other validation.errors.required');
    expect(all(scope({ sub_scopes: ['pigs'], livestock_species: ['other_livestock'], livestock_species_other: 'Wild boar' }))).toEqual([]);
    expect(all(scope({ sub_scopes: ['pigs'], livestock_species: ['yaks'] }))).toContain('/livestock_species validation.errors.notOffered');
  });
});
