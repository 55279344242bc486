import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import { appStore } from '../../../src/api/session';
import { localeAtom } from '../../../src/i18n/locale-store';
import { supportedLocales } from '../../../src/i18n/locales';
import { LocaleSelect } from '../../../src/features/settings/locale-select';

// The interface's languages are one list in data: the menu (the header's and the settings
// page's account language, one component) and the rule of which languages exist follow it.
const listed = (JSON.parse(readFileSync('locales/languages.json', 'utf8')) as { languages: { code: string; name: string }[] }).languages;

describe('the language menu', () => {
  it('lists the languages of locales/languages.json in its order, each named in itself', async () => {
    appStore.set(localeAtom, 'el');
    render(
      <AppProviders>
        <LocaleSelect ariaLabel="Γλώσσα" />
      </AppProviders>,
    );
    const select = await screen.findByRole('combobox', { name: 'Γλώσσα' });
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => [o.getAttribute('value'), o.getAttribute('lang'), o.textContent])).toEqual(listed.map(({ code, name }) => [code, code, name]));
    expect(listed.map(({ code }) => code)).toEqual(['el', 'en', 'es']);
    expect(supportedLocales).toEqual(listed.map(({ code }) => code));
  });
});
