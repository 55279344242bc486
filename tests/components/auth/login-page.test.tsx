import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../../src/app/providers';
import { appStore } from '../../../src/api/session';
import { localeAtom } from '../../../src/i18n/locale-store';
import { LoginPage } from '../../../src/features/auth/login-page';
import { failureNotice } from '../../../src/features/shared/notice';

afterEach(() => vi.unstubAllGlobals());

describe('the sign-in form under a rate limit', { timeout: 60_000 }, () => {
  it('says how many minutes to wait and keeps what was typed', async () => {
    const fetchMock = vi.fn(async () =>
      new Response(JSON.stringify({ statusCode: 429, error: 'Too Many Requests', messageId: 'errors.tooManyRequests' }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '540' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    appStore.set(localeAtom, 'en');
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/login']}>
          <LoginPage />
        </MemoryRouter>
      </AppProviders>,
    );
    const username = await screen.findByLabelText(/^Username/);
    await userEvent.type(username, 'demo.farmer.gr');
    await userEvent.type(screen.getByLabelText(/^Password/), 'not-the-password');
    const [submit] = screen.getAllByRole('button', { name: 'Sign in' }).filter((b) => b.getAttribute('type') === 'submit');
    await userEvent.click(submit);

    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 9 minutes.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText(/^Username/) as HTMLInputElement).value).toBe('demo.farmer.gr');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('not-the-password');
  });
});

describe('notices of failed calls', () => {
  it('name the minutes of a rate limit when given the response, and the action\'s message otherwise', () => {
    const known = () => true;
    const body = { messageId: 'errors.tooManyRequests' };
    const limited = new Response(null, { status: 429, headers: { 'retry-after': '120' } });
    expect(failureNotice(body, 'contact.errorSending', known, limited)).toEqual({
      kind: 'error', id: 'errors.tooManyRequestsMinutes', values: { minutes: 2 },
    });
    expect(failureNotice(body, 'contact.errorSending', known)).toEqual({ kind: 'error', id: 'errors.tooManyRequests' });
    expect(failureNotice({ messageId: 'errors.invalidRequest' }, 'contact.errorSending', known, new Response(null, { status: 400 }))).toEqual({
      kind: 'error', id: 'contact.errorSending',
    });
  });
});
