import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { renderForm } from '../helpers/render-form';

// `ui:help` (the registration's "Greece: AFM; Spain: DNI, NIE or CIF") was drawn as a
// superscript after the input, riding up over its bottom edge.
describe('ui:help texts', () => {
  const schema: RJSFSchema = {
    type: 'object',
    properties: {
      identification: { type: 'string', title: 'Tax number' },
      agree: { type: 'boolean', title: 'I agree' },
      kind: { type: 'string', title: 'Kind', enum: ['a', 'b'] },
    },
  };
  const uiSchema = {
    identification: { 'ui:help': 'Greece: AFM; Spain: DNI, NIE or CIF.' },
    agree: { 'ui:help': 'Read the terms first.' },
    kind: { 'ui:help': 'Pick one.' },
  };

  it('sit under their label and before the input, once, and describe the input', async () => {
    renderForm({ schema, uiSchema, formData: {} });
    const input = await screen.findByRole('textbox', { name: 'Tax number' });
    const help = screen.getByText('Greece: AFM; Spain: DNI, NIE or CIF.');
    expect(screen.getAllByText('Greece: AFM; Spain: DNI, NIE or CIF.')).toHaveLength(1);
    expect(help.tagName).not.toBe('SUP');
    // before the input in reading order, and named by its aria-describedby
    expect(help.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(help.id);
    const select = screen.getByRole('combobox', { name: 'Kind' });
    expect(select.getAttribute('aria-describedby')?.split(' ')).toContain(screen.getByText('Pick one.').id);
  });

  it('of a field that does not draw its own help (a checkbox) are a line of their own, once', async () => {
    renderForm({ schema, uiSchema, formData: {} });
    await screen.findByRole('checkbox', { name: 'I agree' });
    const help = screen.getAllByText('Read the terms first.');
    expect(help).toHaveLength(1);
    expect(help[0].tagName).not.toBe('SUP');
  });
});
