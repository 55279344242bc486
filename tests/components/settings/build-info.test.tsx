import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import { createQueryClient } from '../../../src/api/query';
import { appStore } from '../../../src/api/session';
import { localeAtom } from '../../../src/i18n/locale-store';
import { BuildInfo } from '../../../src/features/settings/build-info';

function serverMeta(meta: { buildId: string; version: string; builtAt: string }) {
  const fetchMock = vi.fn(async (_request: Request) => new Response(JSON.stringify(meta), { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderIn(locale: 'el' | 'en' | 'es') {
  appStore.set(localeAtom, locale);
  render(<AppProviders client={createQueryClient()}><BuildInfo /></AppProviders>);
}

describe('the version and build date at the foot of the settings page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server for the build it serves and shows its version and date in the reader\'s language', async () => {
    const fetchMock = serverMeta({ buildId: '20261127093000-abcd1234', version: '1.4.2', builtAt: '2026-11-27T09:30:00.000Z' });
    renderIn('el');
    const footer = await screen.findByText(/Έκδοση 1\.4\.2/);
    expect(footer.textContent).toContain('ημερομηνία δημιουργίας');
    expect(footer.textContent).toContain('27 Νοεμβρίου 2026');
    expect(new URL(fetchMock.mock.calls[0][0].url).pathname).toBe('/api/builds/meta');
  });

  it('writes the date as a Spanish reader reads it', async () => {
    serverMeta({ buildId: '20261127093000-abcd1234', version: '1.4.2', builtAt: '2026-11-27T09:30:00.000Z' });
    renderIn('es');
    const footer = await screen.findByText(/Versión 1\.4\.2/);
    expect(footer.textContent).toContain('27 de noviembre de 2026');
  });

  it('says a development server has no build date rather than showing 1970', async () => {
    serverMeta({ buildId: 'development', version: '0.0.0', builtAt: new Date(0).toISOString() });
    renderIn('en');
    const footer = await screen.findByText('Version 0.0.0 (development build)');
    expect(footer.textContent).not.toContain('1970');
  });
});
