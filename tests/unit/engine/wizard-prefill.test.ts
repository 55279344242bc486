import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { carriedAnswers, carriedIntoRows, followedAnswers, prefilledAnswers } from '../../../src/engine/wizard-prefill';
import type { WizardManifest } from '../../../src/engine/wizard';

const globalgap = JSON.parse(readFileSync('schemas/wizards/globalgap.json', 'utf8')) as WizardManifest;

const site = (name: string, extra: Record<string, unknown> = {}) => ({ name, street: 'Calle Mayor', number: '5', postcode: '46001', location: { lat: '39.4699', lon: '-0.3763' }, ...extra });

describe('a step opened after the answers it repeats (GLOBALG.A.P. manifest)', () => {
  it('lists the handling sites of step "handling-sites" as the rows of the packing facilities, with their address and position', () => {
    const answers = { 'handling-sites': { handling_sites: [site('Almacén'), site('Nave 2', { street: '', number: undefined })] } };
    expect(carriedAnswers(globalgap, 'facilities', { answers })).toEqual({
      units: [
        { name: 'Almacén', address: 'Calle Mayor 5 46001', lat: '39.4699', lon: '-0.3763' },
        { name: 'Nave 2', address: '46001', lat: '39.4699', lon: '-0.3763' },
      ],
    });
  });

  it('takes the products of Appendix 1 into Appendix 2 and the purpose "transfer" into the scope', () => {
    const answers = {
      general: { purpose: 'transfer', transfer: { previous_body_name: 'Cert S.L.', certificate_number: 'C-1' } },
      'appendix-1': { products: [{ product: 'olives', harvest_included: true, parallel_production: false, parallel_ownership: false }] },
    };
    expect(carriedAnswers(globalgap, 'appendix-2', { answers })).toEqual({
      products: [{ product: 'olives', harvest_included: true, parallel_production: false, parallel_ownership: false }],
    });
    expect(carriedAnswers(globalgap, 'scope', { answers: { ...answers, scope: { standard: 'ifa-v6-smart' } } })).toEqual({ standard: 'ifa-v6-smart', transfer: true });
    expect(carriedAnswers(globalgap, 'transfer', { answers })).toEqual({ previous_body: 'Cert S.L.', certificate_number: 'C-1' });
    expect(carriedAnswers(globalgap, 'scope', { answers: { general: { purpose: 'renewal' } } })).toEqual({ transfer: false });
  });

  it("fills Appendix 1's country from the customer's, and never overwrites an answer given", () => {
    expect(carriedAnswers(globalgap, 'appendix-1', { answers: {}, customer: { country_id: 2 } })).toEqual({ producer: { country: 'ES' } });
    const answered = { 'appendix-1': { producer: { country: 'GR', legal_name: 'X' } }, facilities: { units: [{ name: 'Mine' }] } };
    expect(carriedAnswers(globalgap, 'appendix-1', { answers: answered, customer: { country_id: 2 } })).toBeUndefined();
    expect(carriedAnswers(globalgap, 'facilities', { answers: { ...answered, 'handling-sites': { handling_sites: [site('A')] } } })).toBeUndefined();
  });

  it('fills an empty table that the form started with blank rows', () => {
    const answers = { 'handling-sites': { handling_sites: [site('Almacén')] }, facilities: { units: [{}] } };
    expect(carriedAnswers(globalgap, 'facilities', { answers })?.units).toHaveLength(1);
  });
});

describe('a new application from the profile (GLOBALG.A.P. manifest)', () => {
  it('names the company as the operator and its legal representative as contact and responsible person; a person without a company is the operator', () => {
    const company = prefilledAnswers(globalgap, { user_details: { company_name: 'Huerta SL', first_name: 'Lucía', last_name: 'García' } });
    expect(company).toMatchObject({
      'appendix-1': { producer: { legal_name: 'Huerta SL', contact_person: 'Lucía García', responsible_person: 'Lucía García' } },
      ggn: { legal_form: 'legal_entity' },
    });
    const person = prefilledAnswers(globalgap, { user_details: { first_name: 'Lucía', last_name: 'García' }, handling_manager: { first_name: 'Pedro', last_name: 'Ruiz' } });
    expect(person).toMatchObject({ 'appendix-1': { producer: { legal_name: 'Lucía García', responsible_person: 'Lucía García' } }, ggn: { legal_form: 'individual' } });
  });

  it('leaves the rules for later steps (answers, customer) to the wizard', () => {
    expect(prefilledAnswers(globalgap, {})).toEqual({});
  });
});

// Issue 47: what the profile or an earlier step holds is not asked again.
describe('the organic wizard and the GFSI step start from what is known', () => {
  const bio = JSON.parse(readFileSync('schemas/wizards/bio.json', 'utf8')) as WizardManifest;
  const profile = {
    user_details: { first_name: 'Ελένη', last_name: 'Παπαδάκη', company_name: 'Αγρόκτημα Κρήτης Α.Ε.', phone: '6912345678' },
    handling_manager: { first_name: 'Κώστας', last_name: 'Μαρκάκης', phone: '6987654321' },
  };

  it("fills the production unit's name, manager and phone from the locked profile (the company's name, the handling manager)", () => {
    const answers = prefilledAnswers(bio, profile);
    const unit = { name: 'Αγρόκτημα Κρήτης Α.Ε.', responsible_person: 'Κώστας Μαρκάκης', phone: '6987654321' };
    expect(answers['plant-production']).toEqual({ unit });
    expect(answers['animal-production']).toEqual({ unit });
    expect(answers.mtp).toEqual({ operator: { responsible_person: 'Κώστας Μαρκάκης', phone: '6987654321' } });
    // a farmer without a handling manager: their own name and phone
    const farmer = prefilledAnswers(bio, { user_details: { first_name: 'Γιώργος', last_name: 'Παπαδόπουλος', phone: '6900000000' } });
    expect(farmer['plant-production']).toEqual({ unit: { name: 'Γιώργος Παπαδόπουλος', responsible_person: 'Γιώργος Παπαδόπουλος', phone: '6900000000' } });
  });

  it("takes the unit's country from the customer and parallel production from step 4 when step 5 opens, and the GFSI option from the scope", () => {
    const answers = { 'plant-production': { unit: { name: 'X' } }, 'certification-options': { parallel_production: false } };
    expect(carriedAnswers(bio, 'plant-production', { answers, customer: { country_id: 2 } })).toEqual({ unit: { name: 'X', country: 'ES' }, parallel_cultivation: { practised: false } });
    // an answer given on step 5 is kept
    const own = { ...answers, 'plant-production': { unit: { country: 'GR' }, parallel_cultivation: { practised: false } } };
    expect(carriedAnswers(bio, 'plant-production', { answers: own, customer: { country_id: 2 } })).toBeUndefined();
    expect(carriedAnswers(globalgap, 'gfsi', { answers: { scope: { option: 2 } } })).toEqual({ option: 'option2' });
  });

  it('asks parallel production once: step 5 follows step 4 even after it was answered, also when the person changes step 4 and does not open step 5 again', () => {
    const stale = { 'certification-options': { parallel_production: true }, 'plant-production': { unit: { country: 'GR' }, parallel_cultivation: { practised: false } } };
    expect(carriedAnswers(bio, 'plant-production', { answers: stale })).toEqual({ unit: { country: 'GR' }, parallel_cultivation: { practised: true } });
    expect(followedAnswers(bio, { answers: stale })).toEqual({ 'plant-production': { unit: { country: 'GR' }, parallel_cultivation: { practised: true } } });
    // in agreement, or step 5 not started (its own opening fills it): nothing to bring up to date
    expect(followedAnswers(bio, { answers: { ...stale, 'certification-options': { parallel_production: false } } })).toEqual({});
    expect(followedAnswers(bio, { answers: { 'certification-options': { parallel_production: true } } })).toEqual({});
  });
});

// Issue 47: harvest, parallel production and handling are not asked per product again.
describe('each product row starts from the scope and from Appendix 1 (rules with "*")', () => {
  const scope = { standard: 'ifa-v6-smart', option: 1, harvest_included: true, produce_handling: false };
  const appendix1 = { products: [
    { product: 'olives', harvest_included: true, parallel_production: true, parallel_ownership: false },
    { product: 'other', product_other: 'Nísperos', harvest_included: false, parallel_production: false, parallel_ownership: true },
  ] };

  it("fills Appendix 1's products' harvest from the scope's answer, row by row where empty", () => {
    const answers = { scope, 'appendix-1': { products: [{ product: 'olives' }, { product: 'lemons', harvest_included: false }] } };
    expect(carriedAnswers(globalgap, 'appendix-1', { answers })?.products).toEqual([{ product: 'olives', harvest_included: true }, { product: 'lemons', harvest_included: false }]);
  });

  it("fills rows Appendix 2 already has from the same product's row of Appendix 1 (an other product by its name) and handling from the scope; a product Appendix 1 lacks only the scope's handling", () => {
    const answers = { scope, 'appendix-1': appendix1, 'appendix-2': { products: [
      { product: 'other', product_other: 'Nísperos', area_ha: 2 },
      { product: 'lemons' },
      { product: 'olives', parallel_production: false },
    ] } };
    expect(carriedAnswers(globalgap, 'appendix-2', { answers })?.products).toEqual([
      { product: 'other', product_other: 'Nísperos', area_ha: 2, harvest_included: false, produce_handling: false, parallel_production: false, parallel_ownership: true },
      { product: 'lemons', produce_handling: false },
      // the person's own answer stays
      { product: 'olives', harvest_included: true, produce_handling: false, parallel_production: false, parallel_ownership: false },
    ]);
  });

  it('copies the products of Appendix 1 into an empty Appendix 2 with the scope\'s handling', () => {
    expect(carriedAnswers(globalgap, 'appendix-2', { answers: { scope, 'appendix-1': appendix1 } })?.products).toEqual([
      { product: 'olives', harvest_included: true, parallel_production: true, parallel_ownership: false, produce_handling: false },
      { product: 'other', product_other: 'Nísperos', harvest_included: false, parallel_production: false, parallel_ownership: true, produce_handling: false },
    ]);
  });

  it('fills a row as the person adds it or chooses its product, and leaves alone what they emptied in a row they did not re-key', () => {
    const before = { products: [{ product: 'olives', harvest_included: true, produce_handling: false, parallel_production: true, parallel_ownership: false }] };
    // "Add row" gives a row with its tick boxes unticked (false): not yet an answer
    const added = { products: [{ ...before.products[0], parallel_production: undefined }, { harvest_included: false, produce_handling: false, parallel_production: false, parallel_ownership: false }] };
    const answers = { scope, 'appendix-1': appendix1, 'appendix-2': added };
    expect(carriedIntoRows(globalgap, 'appendix-2', before, { answers })?.products).toEqual([
      { ...before.products[0], parallel_production: undefined },
      { harvest_included: false, produce_handling: false, parallel_production: false, parallel_ownership: false },
    ]);
    const chosen = { products: [before.products[0], { product: 'other', product_other: 'Nísperos', harvest_included: false, produce_handling: false, parallel_production: false, parallel_ownership: false }] };
    expect((carriedIntoRows(globalgap, 'appendix-2', added, { answers: { ...answers, 'appendix-2': chosen } })?.products as unknown[] | undefined)?.[1]).toEqual({
      product: 'other', product_other: 'Nísperos', harvest_included: false, produce_handling: false, parallel_production: false, parallel_ownership: true,
    });
    expect(carriedIntoRows(globalgap, 'appendix-2', before, { answers: { ...answers, 'appendix-2': before } })).toBeUndefined();
  });

  it('takes the products of Appendix 1 as the grid first draws its row with unticked boxes (the step opened straight away, on a reload)', () => {
    const drawn = { products: [{ harvest_included: false, produce_handling: false, parallel_production: false, parallel_ownership: false }] };
    const answers = { scope, 'appendix-1': appendix1, 'appendix-2': drawn };
    expect((carriedIntoRows(globalgap, 'appendix-2', undefined, { answers })?.products as unknown[]).map((row) => (row as { product: string }).product)).toEqual(['olives', 'other']);
    expect(carriedAnswers(globalgap, 'appendix-2', { answers })?.products).toHaveLength(2);
  });

  it("fills the aquaculture supply's harvest and post-harvest handling from the scope", () => {
    const answers = { scope: { ...scope, produce_handling: true }, 'appendix-2-aq': { supply: [{ species: 'salmon' }] } };
    expect(carriedAnswers(globalgap, 'appendix-2-aq', { answers })).toEqual({ supply: [{ species: 'salmon', harvest_included: true, processing: true }] });
  });
});
