import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profileForm, profileFormId } from '../../../src/features/profile/profile-data';
import { formCatalog } from '../../../src/forms/form-catalog';
import { renderForm } from '../../helpers/render-form';

// a whole profile form renders slowly in jsdom on a busy machine
describe("a profile's form", { timeout: 60_000 }, () => {
  it('asks a person for no company fields, and a legal entity for all of them', async () => {
    const clientForm = formCatalog.get(profileFormId('client'))!;
    const person = profileForm('client', clientForm, 1, 'individual');
    const { unmount } = renderForm({ schema: person.schema, uiSchema: person.uiSchema, formData: { user_details: { country: 1 } } });
    expect((await screen.findAllByLabelText(/^First name/, undefined, { timeout: 15_000 })).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText(/^Company name/)).toBeNull();
    expect(screen.queryByLabelText(/^Position in the company/)).toBeNull();
    // a Greek farmer is asked the father's name and identity card the Greek registers keep
    expect(screen.getByLabelText(/^Father's name/)).toBeTruthy();
    unmount();

    const company = profileForm('client', clientForm, 1, 'legal_entity');
    const second = renderForm({ schema: company.schema, uiSchema: company.uiSchema, formData: { user_details: { country: 1 } } });
    expect(await screen.findByLabelText(/^Company name/)).toBeTruthy();
    // the company is the operator: its person's father's name, sex and identity card are not asked
    expect(screen.queryByLabelText(/^Father's name/)).toBeNull();
    expect(screen.queryByLabelText(/^Identity card number/)).toBeNull();
    expect(screen.queryByText(/^Gender/)).toBeNull();
    second.unmount();
  });

  it("asks a Spanish farmer neither a father's name nor an identity card besides the NIF", async () => {
    const clientForm = formCatalog.get(profileFormId('client'))!;
    const spanish = profileForm('client', clientForm, 2, 'individual');
    renderForm({ schema: spanish.schema, uiSchema: spanish.uiSchema, formData: { user_details: { country: 2 } } });
    expect((await screen.findAllByLabelText(/^First name/, undefined, { timeout: 15_000 })).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText(/^Father's name/)).toBeNull();
    expect(screen.queryByLabelText(/^Identity card number/)).toBeNull();
  });
});
