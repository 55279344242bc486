import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { ShellProviders } from '../../../src/app/shell-providers';
import { appStore } from '../../../src/api/session';
import { localeAtom } from '../../../src/i18n/locale-store';
import { LoginPage } from '../../../src/features/auth/login-page';
import { failureNotice } from '../../../src/features/shared/notice';
import { request } from '../../../src/api/request';

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
      <ShellProviders>
        <MemoryRouter initialEntries={['/login']}>
          <LoginPage />
        </MemoryRouter>
      </ShellProviders>,
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
  it('name the minutes of a rate limit, and the action\'s message otherwise', async () => {
    const known = () => true;
    const failed = (status: number, body: object, headers: Record<string, string> = {}) =>
      request(async () => ({ error: body, response: new Response(null, { status, headers }) })).catch((error: unknown) => error);
    const body = { messageId: 'errors.tooManyRequests' };
    expect(failureNotice(await failed(429, body, { 'retry-after': '120' }), 'contact.errorSending', known)).toEqual({
      kind: 'error', id: 'errors.tooManyRequestsMinutes', values: { minutes: 2 },
    });
    expect(failureNotice(await failed(429, body), 'contact.errorSending', known)).toEqual({ kind: 'error', id: 'errors.tooManyRequests' });
    expect(failureNotice(await failed(400, { messageId: 'errors.invalidRequest' }), 'contact.errorSending', known)).toEqual({
      kind: 'error', id: 'contact.errorSending',
    });
    expect(failureNotice(await failed(409, { messageId: 'customers.unknownToPortal' }), 'contact.errorSending', () => false)).toEqual({
      kind: 'error', id: 'contact.errorSending',
    });
  });
});
