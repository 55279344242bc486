import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profileForm, profileFormId } from '../../../src/features/profile/profile-data';
import { formCatalog } from '../../../src/forms/form-catalog';
import { renderForm } from '../../helpers/render-form';

describe("a profile's form", () => {
  it('asks a person for no company fields, and a legal entity for all of them', async () => {
    const clientForm = formCatalog.get(profileFormId('client'))!;
    const person = profileForm('client', clientForm, 1, 'individual');
    const { unmount } = renderForm({ schema: person.schema, uiSchema: person.uiSchema, formData: { user_details: { country: 1 } } });
    expect((await screen.findAllByLabelText(/^First name/)).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText(/^Company name/)).toBeNull();
    expect(screen.queryByLabelText(/^Position in the company/)).toBeNull();
    unmount();

    const company = profileForm('client', clientForm, 1, 'legal_entity');
    renderForm({ schema: company.schema, uiSchema: company.uiSchema, formData: { user_details: { country: 1 } } });
    expect(await screen.findByLabelText(/^Company name/)).toBeTruthy();
  });
});
