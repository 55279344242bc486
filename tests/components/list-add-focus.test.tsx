import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { renderForm } from '../helpers/render-form';
import { formCatalog } from '../../src/forms/form-catalog';

// Issue 54: "Add" in a list rjsf draws item by item (the inspection plan's requested documents)
// left focus on the button; the new item's field takes it, where the person types next.
describe('adding an item to a list', () => {
  it('hands focus to the new item, also when items are there already', async () => {
    const plan = formCatalog.get('staff/inspection-plan')!;
    renderForm({ schema: plan.schema as RJSFSchema, uiSchema: plan.uiSchema as UiSchema, formData: { requested_documents: ['Άδεια νερού'] }, locale: 'en' });
    const user = userEvent.setup();
    const existing = await screen.findByDisplayValue('Άδεια νερού');
    await user.click(screen.getByRole('button', { name: /add/i }));
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: /^Document/ })).toHaveLength(2));
    const fields = screen.getAllByRole('textbox', { name: /^Document/ });
    const added = fields.find((field) => field !== existing)!;
    await waitFor(() => expect(document.activeElement).toBe(added));
    await user.keyboard('Πιστοποιητικό σπόρων');
    expect((added as HTMLInputElement).value).toBe('Πιστοποιητικό σπόρων');
  });
});
