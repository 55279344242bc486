import { describe, expect, it } from 'vitest';
import { labelled } from '../../../src/engine/label-colon';
import { withCountry } from '../../../src/forms/with-country';

describe('a label before its value (issue 47)', () => {
  it('takes a colon, unless it already ends in punctuation (a Greek or Spanish question, a sentence)', () => {
    expect(labelled('Έτος')).toBe('Έτος: ');
    expect(labelled('Έχετε την ίδια καλλιέργεια και βιολογική και συμβατική;') + 'Το πεδίο είναι υποχρεωτικό').toBe('Έχετε την ίδια καλλιέργεια και βιολογική και συμβατική; Το πεδίο είναι υποχρεωτικό');
    expect(labelled('Έχετε συμβατική\u037e')).toBe('Έχετε συμβατική\u037e ');
    expect(labelled('¿Tiene producción paralela?')).toBe('¿Tiene producción paralela? ');
    expect(labelled('Δηλώνω ότι τα στοιχεία είναι αληθή.')).not.toContain('.:');
  });
});

describe("a country's own hint", () => {
  it("names the country's identifiers once a country is chosen, the general hint before", () => {
    const ui = { user_details: { identification: { 'ui:help': 'general', 'ui:options': { helpByCountry: { '1': 'afm', '2': 'nif' } } } } };
    const help = (countryId: number) => (withCountry(ui, countryId).user_details as { identification: { 'ui:help': string } }).identification['ui:help'];
    expect(help(2)).toBe('nif');
    expect(help(1)).toBe('afm');
    expect(help(0)).toBe('general');
  });
});
