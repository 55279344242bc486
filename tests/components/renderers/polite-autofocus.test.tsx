import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { renderForm } from '../../helpers/render-form';

// `ui:autofocus` puts the cursor in a form's first question when the page opens, but a form
// whose code comes late must not take it from a person already typing in another form (the
// consultant's "Add customer" page: a tax number typed into the search below ended in the new
// customer's full name above when that form mounted mid-word).
const schema: RJSFSchema = { type: 'object', properties: { fullName: { type: 'string', title: 'Full name' }, notes: { type: 'string', title: 'Notes' } } };
const uiSchema = (widget?: string): UiSchema => ({ fullName: { 'ui:autofocus': true, ...(widget ? { 'ui:widget': widget } : {}) } });

let other: HTMLInputElement | undefined;
afterEach(() => other?.remove());

describe("a question's autofocus", () => {
  it('takes the cursor when nothing else has it', async () => {
    renderForm({ schema, uiSchema: uiSchema() });
    const fullName = await screen.findByLabelText('Full name');
    expect(document.activeElement).toBe(fullName);
  });

  it.each([['a line', undefined], ['several lines', 'textarea']])('leaves it with a person typing elsewhere when the form comes later (%s)', async (_kind, widget) => {
    other = document.body.appendChild(Object.assign(document.createElement('input'), { id: 'search', ariaLabel: 'Tax number' }));
    const user = userEvent.setup();
    await user.click(other);
    await user.keyboard('0948');
    const { state } = renderForm({ schema, uiSchema: uiSchema(widget) });
    const fullName = (await screen.findByLabelText('Full name')) as HTMLInputElement;
    await user.keyboard('01234');
    expect(document.activeElement).toBe(other);
    expect(other.value).toBe('094801234');
    expect(fullName.value).toBe('');
    expect(state.data).not.toHaveProperty('fullName');
  });
});
