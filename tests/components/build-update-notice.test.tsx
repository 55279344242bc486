import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormattedMessage } from 'react-intl';
import { AppProviders } from '../../src/app/providers';
import { createQueryClient } from '../../src/api/query';
import { appStore } from '../../src/api/session';
import { localeAtom } from '../../src/i18n/locale-store';
import { BuildUpdateNotice, BUILD_CHECK_INTERVAL_MS } from '../../src/app/layouts/build-update-notice';

function serverBuild(buildId: string) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ buildId }), { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// Waits for the catalogue to load, so the notice is mounted before the clock moves.
async function renderNotice() {
  // jsdom's browser asks for English; this person reads Greek
  appStore.set(localeAtom, 'el');
  render(
    <AppProviders client={createQueryClient()}>
      <FormattedMessage id="app.name" />
      <BuildUpdateNotice currentBuildId="build-1" />
    </AppProviders>,
  );
  await screen.findByText('Πύλη AgriCert');
}

describe('build update check', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('checks every 60 minutes and offers a reload when the server serves another build', async () => {
    const fetchMock = serverBuild('build-2');
    await renderNotice();
    await act(async () => vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1000));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Επαναφόρτωση' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('νέα έκδοση');
  });

  it('stays quiet while the build is the same', async () => {
    const fetchMock = serverBuild('build-1');
    await renderNotice();
    await act(async () => vi.advanceTimersByTimeAsync(2 * BUILD_CHECK_INTERVAL_MS));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
