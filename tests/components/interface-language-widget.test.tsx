import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import schema from '../../schemas/staff/staff-account-change.schema.json';
import uiSchema from '../../schemas/staff/staff-account-change.ui.json';
import { LANGUAGES } from '../../src/engine/locales';
import { renderForm } from '../helpers/render-form';

describe("a staff account's language (interfaceLanguage)", () => {
  it('offers every language of locales/languages.json, each named in itself, and keeps the one chosen', async () => {
    const { state } = renderForm<Record<string, unknown>>({
      schema: schema as RJSFSchema,
      uiSchema: uiSchema as UiSchema,
      formData: { first_name: 'Νίκη', last_name: 'Αθανασίου', locale: 'el', duties: ['reviewer'], active: true },
      locale: 'el',
    });
    const select = await screen.findByRole('combobox', { name: /Γλώσσα/ });
    const offered = within(select).getAllByRole('option').map((option) => option.textContent);
    // the empty choice first, then the list as the header's language menu shows it
    expect(offered.slice(1)).toEqual(LANGUAGES.map((language) => language.name));
    // a screen reader reads each name in its own language
    expect(within(select).getByRole('option', { name: 'Español' }).getAttribute('lang')).toBe('es');
    expect((select as HTMLSelectElement).selectedOptions[0].textContent).toBe('Ελληνικά');
    await userEvent.selectOptions(select, 'Español');
    await waitFor(() => expect(state.data.locale).toBe('es'));
  });
});
