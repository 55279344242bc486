import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import { appStore } from '../../../src/api/session';
import { localeAtom } from '../../../src/i18n/locale-store';
import { LocaleSelect } from '../../../src/features/settings/locale-select';

// Issue 46: the arrows in the language switch changed the whole page's language at each press.
// Stepping through the closed list only shows a language; Enter applies it; the mouse (or the
// opened list) applies at once; leaving without Enter keeps the page's language.

afterEach(() => appStore.set(localeAtom, 'el'));

async function languageSwitch() {
  appStore.set(localeAtom, 'en');
  render(
    <AppProviders>
      <LocaleSelect ariaLabel="Language" />
    </AppProviders>,
  );
  return (await screen.findByRole('combobox', { name: 'Language' })) as HTMLSelectElement;
}

describe('the language switch', () => {
  it('arrows only show a language; Enter applies it', async () => {
    const select = await languageSwitch();
    expect(select.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'es' } });
    expect(appStore.get(localeAtom)).toBe('en');
    expect(select.value).toBe('es');
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(appStore.get(localeAtom)).toBe('es');
  });

  it('leaving after the arrows keeps the page language', async () => {
    const select = await languageSwitch();
    fireEvent.keyDown(select, { key: 'ArrowUp' });
    fireEvent.change(select, { target: { value: 'el' } });
    fireEvent.blur(select);
    expect(appStore.get(localeAtom)).toBe('en');
    expect(select.value).toBe('en');
  });

  it('a choice with the pointer applies at once', async () => {
    const select = await languageSwitch();
    fireEvent.pointerDown(select);
    fireEvent.change(select, { target: { value: 'es' } });
    expect(appStore.get(localeAtom)).toBe('es');
  });
});
