import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runSchemasCheck } from '../../../src/cli/schemas-check-run';

// A cross-step rule whose pointer leads nowhere would never fail: schemas:check names each
// mistake an analyst can make in one, with the form's file and the rule's JSON pointer.

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function copyOfSchemas(): string {
  const dir = mkdtempSync(join(tmpdir(), 'answer-rules-check-'));
  dirs.push(dir);
  cpSync('schemas', dir, { recursive: true });
  return dir;
}
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- reaching into sample schemas
const edit = (dir: string, path: string, change: (schema: Json) => void) => {
  const schema = JSON.parse(readFileSync(join(dir, path), 'utf8')) as Json;
  change(schema);
  writeFileSync(join(dir, path), JSON.stringify(schema, null, 2));
};

describe('schemas:check on rules across steps', { timeout: 180_000 }, () => {
  it('names a pointer to no step, to a later step, to no question, too far up, and a keyword on the wrong kind of answer', () => {
    const dir = copyOfSchemas();
    edit(dir, 'globalgap/appendix-2.schema.json', (s) => {
      s.properties.products.items.properties.production_units.amongAnswers.of = '/appendix-1/production_unit/*/code';
      s.properties.products.items.properties.area_ha.amongAnswers = { of: '/apendix-1/production_units/*/code', message: 'globalgap.appendix2.unknownUnit' };
      s.properties.products.items.properties.harvest.amongAnswers = { of: '/appendix-1/production_units/*', message: 'globalgap.appendix2.unknownUnit' };
      s.properties.products.items.properties.cultivation.amongAnswers = { of: '/addons-per-product/rows/*/product', message: 'globalgap.appendix2.notThere' };
    });
    edit(dir, 'globalgap/producer-group.schema.json', (s) => {
      s.properties.members.countEqualsAnswer.of = '/appendix-1/producer/legal_name';
      s.properties.qms.properties.quality_manager.countEqualsAnswer = { of: '/appendix-1/producer_group/members', message: 'globalgap.group.memberCountMismatch' };
    });
    edit(dir, 'bio/plant-production.schema.json', (s) => {
      s.properties.production_elements.properties.crops.items.properties.crop.amongAnswers.of = '9/parcels/*/crop_type';
      s.properties.production_elements.properties.crops.items.properties.variety.amongAnswers = { of: '4/parcel/*/crop_type', message: 'bio.plantProduction.cropNotOnParcels' };
    });
    edit(dir, 'bio/animal-production.schema.json', (s) => {
      s.properties.animal_categories.coversAnswers.column = 'knd';
    });
    edit(dir, 'bio/product-catalogue.schema.json', (s) => {
      s.properties.products.items.properties.organic_share.computedBy.name = 'organicShar';
      s.properties.products.items.properties.estimated_tons.amongAnswers = { of: '/scope/production_types/product_catalogue', split: ',', message: 'bio.products.categoryNotRegistered' };
    });
    edit(dir, 'globalgap/appendix-1.schema.json', (s) => {
      s.properties.producer.properties.city.whenAnswers.if['/scope/option'] = { format: 'date' };
    });
    const { lines, exitCode } = runSchemasCheck(dir, 'locales');
    const out = lines.join('\n');
    expect(exitCode).toBe(1);
    const rows = '#/properties/products/items/properties';
    for (const line of [
      `schemas/globalgap/appendix-2.schema.json${rows}/production_units/amongAnswers/of: amongAnswers: "/appendix-1/production_unit/*/code" names no question of step "appendix-1" (form globalgap/appendix-1)`,
      `schemas/globalgap/appendix-2.schema.json${rows}/area_ha/amongAnswers/of: amongAnswers: "/apendix-1/production_units/*/code" names "apendix-1", which is no step of this wizard`,
      `schemas/globalgap/appendix-2.schema.json${rows}/cultivation/amongAnswers/of: amongAnswers: "/addons-per-product/rows/*/product" reads step "addons-per-product", which comes after this one`,
      `schemas/globalgap/appendix-2.schema.json${rows}/cultivation/amongAnswers/message: message id "globalgap.appendix2.notThere" is missing in el, en, es`,
      `schemas/globalgap/appendix-2.schema.json${rows}/harvest/amongAnswers/of: amongAnswers: "/appendix-1/production_units/*" leads to a group of questions`,
      'schemas/globalgap/producer-group.schema.json#/properties/members/countEqualsAnswer/of: countEqualsAnswer: "/appendix-1/producer/legal_name" must lead to a number question',
      'schemas/globalgap/producer-group.schema.json#/properties/qms/properties/quality_manager/countEqualsAnswer: countEqualsAnswer: stands on a list',
      'schemas/bio/plant-production.schema.json#/properties/production_elements/properties/crops/items/properties/crop/amongAnswers/of: amongAnswers: "9/parcels/*/crop_type" goes 5 level(s) above the step\'s answers',
      'schemas/bio/plant-production.schema.json#/properties/production_elements/properties/crops/items/properties/variety/amongAnswers/of: amongAnswers: "4/parcel/*/crop_type" names no question of this form',
      'schemas/bio/animal-production.schema.json#/properties/animal_categories/coversAnswers/column: coversAnswers: "knd" is no question of this table\'s rows',
      'schemas/bio/product-catalogue.schema.json#/properties/products/items/properties/organic_share/computedBy/name: computedBy: "organicShar" is no computation',
      'schemas/bio/product-catalogue.schema.json#/properties/products/items/properties/estimated_tons/amongAnswers/split: amongAnswers: splits a text',
      'schemas/globalgap/appendix-1.schema.json#/properties/producer/properties/city/whenAnswers/if/~1scope~1option/format: whenAnswers: this condition cannot be decided',
    ]) {
      expect(out).toContain(line);
    }
  });

  it('refuses a rule of the wrong shape when it compiles the form (a misspelt option)', () => {
    const dir = copyOfSchemas();
    edit(dir, 'globalgap/appendix-2.schema.json', (s) => {
      s.properties.products.items.properties.production_units.amongAnswers.ignorecase = true;
    });
    const { lines, exitCode } = runSchemasCheck(dir, 'locales');
    expect(exitCode).toBe(1);
    expect(lines.join('\n')).toMatch(/appendix-2\.schema\.json.*(invalid schema|must NOT have additional properties)/);
  });

  it("names a step's sample that breaks a rule with the other samples of its wizard", () => {
    const dir = copyOfSchemas();
    edit(dir, 'fixtures/globalgap/appendix-2.json', (answers) => {
      answers.products[0].production_units = ['PU-99'];
    });
    const { lines, exitCode } = runSchemasCheck(dir, 'locales');
    expect(exitCode).toBe(1);
    expect(lines.join('\n')).toContain(
      'schemas/fixtures/globalgap/appendix-2.json#/products/0/production_units: with the other samples of wizards/globalgap.json (step "appendix-2"): "Production unit PU-99 is not in Appendix 1." (amongAnswers at #/properties/products/items/properties/production_units/amongAnswers of schemas/globalgap/appendix-2.schema.json)',
    );
  });

  it("reads only the steps the samples show: a hidden step's sample neither makes nor breaks a rule", () => {
    const dir = copyOfSchemas();
    edit(dir, 'fixtures/globalgap/appendix-2.json', (answers) => {
      answers.products[0].production_units = ['PU-99'];
    });
    // chain of custody asks no Appendix 1: its sample's unit codes are no answer of this application
    edit(dir, 'fixtures/globalgap/scope.json', (scope) => {
      scope.standard = 'coc';
    });
    const { lines } = runSchemasCheck(dir, 'locales');
    expect(lines.join('\n')).not.toContain('production_units/amongAnswers');
  });
});
