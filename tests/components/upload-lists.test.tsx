import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { renderForm } from '../helpers/render-form';
import { formCatalog } from '../../src/forms/form-catalog';

// A list of files that an answer makes required ("Corrected: send the evidence") must not be
// padded with an empty entry: after the person changes the answer, that entry stayed as an
// invisible "Evidence, row 1: required" error and the form could not be sent.
describe('upload lists', () => {
  it('a non-conformity answer changed from "corrected" to "recheck" is sent without evidence', async () => {
    const user = userEvent.setup();
    const form = formCatalog.get('lifecycle/nc-response')!;
    const uiSchema = { ...(form.uiSchema as UiSchema), 'ui:submitButtonOptions': { norender: false } };
    const { state } = renderForm({ schema: form.schema as RJSFSchema, uiSchema, formData: {} });
    const answer = await screen.findByRole('combobox', { name: /^Answer/ });
    await user.selectOptions(answer, 'Corrected: send the evidence');
    await user.selectOptions(answer, 'Ask for a recheck');
    await user.type(screen.getByLabelText(/^Reason or note/), 'The labels were there.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(state.submitted).toHaveLength(1));
    expect(state.submitted[0]).toMatchObject({ response: 'recheck', note: 'The labels were there.' });
    expect((state.submitted[0] as { evidence?: unknown[] }).evidence ?? []).toEqual([]);
    expect(screen.queryByText(/Evidence, row 1/)).toBeNull();
  });
});
