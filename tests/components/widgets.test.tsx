import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderForm } from '../helpers/render-form';

// What a screen reader reads after the name: the texts the element's aria-describedby names.
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .filter(Boolean)
    .join(' ');

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

  it('required yes/no questions stay unanswered while the rest of the form is filled in', async () => {
    const { state } = renderForm<Record<string, unknown>>({
      schema: {
        type: 'object',
        required: ['parallel', 'ownership'],
        properties: { parallel: { type: 'boolean', title: 'Parallel?' }, ownership: { type: 'boolean', title: 'Ownership?' }, note: { type: 'string', title: 'Note' } },
      },
      uiSchema: { parallel: { 'ui:widget': 'yesNo' }, ownership: { 'ui:widget': 'yesNo' } },
      formData: {},
    });
    await userEvent.type(await screen.findByLabelText('Note'), 'x');
    await waitFor(() => expect(state.data).toEqual({ note: 'x' }));
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).checked).toBe(false);
    // untouched, not yet named as missing
    expect(screen.queryByText(/required/)).toBeNull();
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

  it('date is typed day first in every language, shown back the same way and kept as ISO', async () => {
    const { state } = renderForm<{ day?: string }>({
      schema: { type: 'object', properties: { day: { type: 'string', format: 'date', title: 'Día' } } },
      uiSchema: { day: { 'ui:widget': 'date' } },
      locale: 'es',
    });
    const input = (await screen.findByLabelText('Día')) as HTMLInputElement;
    expect(input.placeholder).toBe('dd/mm/aaaa');
    await userEvent.type(input, '7/3/2026');
    await waitFor(() => expect(state.data).toEqual({ day: '2026-03-07' }));
    await userEvent.tab();
    expect(input.value).toBe('07/03/2026');
    // not a date yet: kept as typed and named by the form's check, never dropped
    await userEvent.clear(input);
    await userEvent.type(input, '31/02/2026');
    await userEvent.tab();
    await waitFor(() => expect(state.data).toEqual({ day: '31/02/2026' }));
    expect(input.value).toBe('31/02/2026');
    expect(await screen.findByText('Día: Escriba la fecha como dd/mm/aaaa, p. ej. 31/03/2026')).toBeTruthy();
  });

  it('numbers take a decimal comma, as people write them, and keep one form', async () => {
    const { state } = renderForm<{ area?: number; hives?: number }>({
      schema: { type: 'object', properties: { area: { type: 'number', title: 'Area' }, hives: { type: 'integer', title: 'Hives' } } },
      locale: 'el',
    });
    const area = (await screen.findByLabelText('Area')) as HTMLInputElement;
    await userEvent.type(area, '12,5');
    await waitFor(() => expect(state.data).toEqual({ area: 12.5 }));
    await userEvent.type(screen.getByLabelText('Hives'), '40');
    await waitFor(() => expect(state.data).toEqual({ area: 12.5, hives: 40 }));
  });

  it('a help text sits under its own label, before the input, and describes it', async () => {
    renderForm<{ name?: string; kind?: string; organic?: boolean }>({
      schema: {
        type: 'object',
        properties: {
          name: { type: 'string', title: 'Name', description: 'As on your tax records.' },
          kind: { type: 'string', title: 'Kind', description: 'Pick the closest.', enum: ['a', 'b'] },
          organic: { type: 'boolean', title: 'Organic?', description: 'Certified by anyone.' },
        },
      },
      uiSchema: { kind: { 'ui:widget': 'radio' }, organic: { 'ui:widget': 'yesNo' } },
      locale: 'en',
    });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(describedBy(name)).toBe('As on your tax records.');
    const help = screen.getByText('As on your tax records.');
    const label = screen.getByText('Name', { selector: 'label' });
    // label, then help, then input in reading order
    expect(label.compareDocumentPosition(help) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(help.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(describedBy(screen.getByRole('radiogroup', { name: /Kind/ }))).toBe('Pick the closest.');
    expect(describedBy(screen.getByRole('radiogroup', { name: /Organic\?/ }))).toBe('Certified by anyone.');
    expect(screen.getAllByText('Pick the closest.')).toHaveLength(1);
  });

  it("rjsf's own buttons speak the portal's language", async () => {
    renderForm<{ names?: string[] }>({
      schema: { type: 'object', properties: { names: { type: 'array', title: 'Names', items: { type: 'string', title: 'Name' } } } },
      locale: 'el',
    });
    expect(await screen.findByRole('button', { name: 'Προσθήκη γραμμής' })).toBeTruthy();
    expect(screen.queryByText('Add Item')).toBeNull();
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

describe('limits said while typing', () => {
  it('a long answer shows its count and stops at its limit; a short one speaks up only near it', async () => {
    const { state } = renderForm<{ note?: string; name?: string }>({
      schema: { type: 'object', properties: { note: { type: 'string', title: 'Note', maxLength: 40 }, name: { type: 'string', title: 'Name', maxLength: 10 } } },
      uiSchema: { note: { 'ui:widget': 'textarea' } },
      locale: 'el',
    });
    const note = await screen.findByRole('textbox', { name: 'Note' });
    expect(describedBy(note)).toContain('0 από 40 χαρακτήρες');
    await userEvent.type(note, 'x'.repeat(55));
    await waitFor(() => expect(state.data.note).toHaveLength(40));
    expect(describedBy(note)).toContain('40 από 40 χαρακτήρες');

    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Νίκος');
    expect(screen.queryByText(/από 10 χαρακτήρες/)).toBeNull();
    await userEvent.type(name, ' Παππάς');
    await waitFor(() => expect(state.data.name).toBe('Νίκος Παππ'));
    expect(screen.getByText('10 από 10 χαρακτήρες', { selector: 'p' })).toBeTruthy();
  });
});

describe('what assistive technology is told about a question', () => {
  it('a required one-of-several question is marked required, not only by its hidden asterisk', async () => {
    renderForm({
      schema: { type: 'object', required: ['purpose'], properties: { purpose: { type: 'string', title: 'Purpose', enum: ['initial', 'renewal'] }, yes: { type: 'boolean', title: 'Yes?' } } },
      uiSchema: { purpose: { 'ui:widget': 'radio' }, yes: { 'ui:widget': 'yesNo' } },
      formData: {},
    });
    expect((await screen.findByRole('radiogroup', { name: 'Purpose' })).getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('radiogroup', { name: 'Yes?' }).getAttribute('aria-required')).toBeNull();
  });

  it('a text answer\'s length is read out only near its limit', async () => {
    renderForm({
      schema: { type: 'object', properties: { note: { type: 'string', title: 'Note', maxLength: 20 } } },
      uiSchema: { note: { 'ui:widget': 'textarea' } },
      formData: {},
    });
    const note = await screen.findByLabelText('Note');
    const announced = screen.getByTestId('root_note__count-announced');
    expect(announced.getAttribute('aria-live')).toBe('polite');
    await userEvent.type(note, 'twelve chars');
    // shown under the field, said to nobody
    expect(screen.getByText('12 of 20 characters').closest('[aria-live]')).toBeNull();
    expect(announced.textContent).toBe('');
    await userEvent.type(note, ' and mo');
    expect(announced.textContent).toBe('19 of 20 characters');
  });
});
