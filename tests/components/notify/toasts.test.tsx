import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import { appStore } from '../../../src/api/session';
import { localeAtom } from '../../../src/i18n/locale-store';
import { AppToasterView } from '../../../src/features/notify/app-toaster-view';
import { notifyError, notifySuccess, SUCCESS_MS, toaster } from '../../../src/features/notify/toaster';

// Issue 46: a success toast stayed for minutes over the bottom of a phone's form, and its close
// button said "Dismiss notification" in English. Success goes by itself; an error stays.

afterEach(() => {
  toaster.remove();
  vi.useRealTimers();
  appStore.set(localeAtom, 'el');
});

describe('toasts', () => {
  it('a success closes by itself after a while, an error stays until closed; the close button speaks the portal language', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    appStore.set(localeAtom, 'es');
    render(
      <AppProviders>
        <AppToasterView />
      </AppProviders>,
    );
    act(() => {
      notifySuccess('Contraseña cambiada.');
      notifyError('No se pudo asignar.');
    });
    expect(await screen.findByText('Contraseña cambiada.')).toBeTruthy();
    expect(screen.getByText('No se pudo asignar.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Cerrar el mensaje' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Dismiss/ })).toBeNull();

    // still there a moment before its time, gone after it
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_MS - 2_000));
    expect(screen.queryByText('Contraseña cambiada.')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(screen.queryByText('Contraseña cambiada.')).toBeNull());
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText('No se pudo asignar.')).toBeTruthy();
  });
});
