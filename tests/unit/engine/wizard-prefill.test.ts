import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { carriedAnswers, prefilledAnswers } from '../../../src/engine/wizard-prefill';
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
    const own = { ...answers, 'plant-production': { unit: { country: 'GR' }, parallel_cultivation: { practised: true } } };
    expect(carriedAnswers(bio, 'plant-production', { answers: own, customer: { country_id: 2 } })).toBeUndefined();
    expect(carriedAnswers(globalgap, 'gfsi', { answers: { scope: { option: 2 } } })).toEqual({ option: 'option2' });
  });
});
