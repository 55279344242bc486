import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderForm } from '../helpers/render-form';

describe('yesNo, date and declarations renderers', () => {
  it('yesNo asks with two radio buttons and starts unanswered', async () => {
    const { state } = renderForm<{ organic?: boolean }>({
      schema: { type: 'object', properties: { organic: { type: 'boolean', title: 'Organic?' } } },
      uiSchema: { organic: { 'ui:widget': 'yesNo' } },
      locale: 'es',
    });
    const yes = await screen.findByRole('radio', { name: 'Sí' });
    const no = screen.getByRole('radio', { name: 'No' });
    expect((yes as HTMLInputElement).checked || (no as HTMLInputElement).checked).toBe(false);
    await userEvent.click(no);
    await waitFor(() => expect(state.data).toEqual({ organic: false }));
  });

  it('date keeps ISO dates and spells the date in the portal language', async () => {
    const { state } = renderForm<{ day?: string }>({
      schema: { type: 'object', properties: { day: { type: 'string', format: 'date', title: 'Day' } } },
      uiSchema: { day: { 'ui:widget': 'date' } },
      formData: { day: '2026-03-25' },
      locale: 'el',
    });
    expect((await screen.findByTestId('root_day-spelled')).textContent).toBe('25 Μαρτίου 2026');
    const input = screen.getByLabelText('Day') as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, '2026-11-21');
    await waitFor(() => expect(state.data).toEqual({ day: '2026-11-21' }));
  });

  it('declarations must each be accepted; the count follows the ticks', async () => {
    const { state } = renderForm<Record<string, boolean>>({
      schema: {
        type: 'object',
        properties: {
          statement: {
            type: 'object',
            title: 'Responsible statement',
            required: ['first', 'second'],
            properties: {
              first: { type: 'boolean', const: true, title: 'I declare the data are true.' },
              second: { type: 'boolean', const: true, title: 'I accept inspections.' },
            },
          },
        },
      },
      uiSchema: { statement: { 'ui:field': 'declarations' } },
    });
    expect(await screen.findByText('0 of 2 statements accepted')).toBeTruthy();
    await userEvent.click(screen.getByLabelText(/I declare the data are true/));
    expect(await screen.findByText('1 of 2 statements accepted')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(state.submitted).toEqual([]);
    await userEvent.click(screen.getByLabelText(/I accept inspections/));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(state.submitted).toEqual([{ statement: { first: true, second: true } }]));
  });
});

describe('choice lists (oneOf of const)', () => {
  it('render with a chosen value, show translated labels and change', async () => {
    const { state } = renderForm<{ purpose?: string }>({
      schema: {
        type: 'object',
        properties: {
          purpose: {
            type: 'string',
            title: 'Purpose',
            oneOf: [
              { const: 'initial', title: 'nav.news' },
              { const: 'renewal', title: 'nav.settings' },
            ],
          },
        },
      },
      formData: { purpose: 'renewal' },
      locale: 'es',
    });
    const select = (await screen.findByLabelText('Purpose')) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('Ajustes');
    await userEvent.selectOptions(select, 'Noticias');
    await waitFor(() => expect(state.data).toEqual({ purpose: 'initial' }));
  });
});
