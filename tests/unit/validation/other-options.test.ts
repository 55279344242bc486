import { describe, expect, it } from 'vitest';
import { formFixture } from '../../../src/forms/form-fixtures';
import { validateForm } from '../../../src/validation/validate';

// "Other (name it)" in every organic list that promises it: chosen, it asks for the name
// beside it, which must be given; the summary marks the option (`"other": true`).

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- reaching into sample answers
const sample = (form: string) => structuredClone(formFixture(form)) as Json;
const paths = (form: string, data: unknown) => validateForm(form, data).map((issue) => issue.path);

describe('other (name it)', () => {
  it.each(['plant_production', 'animal_production', 'product_catalogue'])('the organic scope’s %s types offer "other" and ask its name', (key) => {
    const scope = sample('bio/scope');
    scope.production_types[key] = [...scope.production_types[key], 'other'];
    expect(paths('bio/scope', scope)).toContain(`/production_types/${key}_other`);
    scope.production_types[`${key}_other`] = 'Kiwi berries';
    expect(paths('bio/scope', scope)).toEqual([]);
  });

  it('the animal categories offer other animals, named in their row', () => {
    const answers = sample('bio/animal-production');
    answers.animal_categories[0].kind = 'other';
    expect(paths('bio/animal-production', answers)).toContain('/animal_categories/0/kind_other');
    answers.animal_categories[0].kind_other = 'Donkeys';
    expect(paths('bio/animal-production', answers)).toEqual([]);
  });

  it('the product catalogue offers another category, named in its row', () => {
    const answers = sample('bio/product-catalogue');
    answers.products[0].category = 'other';
    expect(paths('bio/product-catalogue', answers)).toContain('/products/0/category_other');
    answers.products[0].category_other = 'Yeast';
    expect(paths('bio/product-catalogue', answers)).toEqual([]);
  });
});
