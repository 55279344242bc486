import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ShellProviders } from '../../../src/app/shell-providers';
import { appStore } from '../../../src/api/session';
import { localeAtom } from '../../../src/i18n/locale-store';
import { PublicRegisterPage, publicRegisterLoader } from '../../../src/features/certificates/public-register-page';
import { registerEntries } from '../../../src/features/shared/stories/public-fixtures';

// The public register reads its first page through the route's loader and the next ones with
// "Load more", with no query client (the shell's providers alone: docs/architecture.md,
// "Guests' screens"). The API is a stub answering by the address's filters and cursor.

const [first, second] = registerEntries;
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** The register's API: page one (with a cursor to page two) for any search; page two as `second` answers. */
function stubRegister(second: () => Response) {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      asked.push(url);
      return url.searchParams.get('cursor') === 'page-2' ? second() : json({ items: [first], nextCursor: 'page-2' });
    }),
  );
  return asked;
}

function renderRegister(url: string) {
  appStore.set(localeAtom, 'en');
  const router = createMemoryRouter([{ path: '/public-register', element: <PublicRegisterPage />, loader: publicRegisterLoader, HydrateFallback: () => null }], {
    initialEntries: [url],
  });
  render(
    <ShellProviders>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  return router;
}

const shownEntries = () => screen.queryAllByTestId('register-entry').map((entry) => entry.querySelector('h3')?.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('the public register', { timeout: 60_000 }, () => {
  it('shows the first page from its loader, appends the next with "Load more", and starts again on a new search', async () => {
    const asked = stubRegister(() => json({ items: [second], nextCursor: null }));
    const router = renderRegister('/public-register?name=Kriti');
    await waitFor(() => expect(shownEntries()).toEqual([first.holder]));
    expect(asked[0].searchParams.get('name')).toBe('Kriti');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(shownEntries()).toEqual([first.holder, second.holder]));
    // the next page of the same search; no page after it
    expect(asked[1].searchParams.get('name')).toBe('Kriti');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    // a new search changes the address: its first page alone, read again by the loader
    const name = screen.getByLabelText(/^Holder's name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Agrokt');
    const searchButton = screen.getByRole('button', { name: 'Search' });
    // awaited: the navigation's render waits (suspends) for what it shows, and React resumes it
    // only inside an act that is awaited in this environment (a browser needs no such thing)
    await act(async () => {
      await userEvent.click(searchButton);
    });
    await waitFor(() => expect(router.state.location.search).toBe('?name=Agrokt'));
    await waitFor(() => expect(shownEntries()).toEqual([first.holder]));
    expect(asked.at(-1)?.searchParams.get('name')).toBe('Agrokt');
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it('says when a refused next page may be asked again, keeping the results shown', async () => {
    stubRegister(() => json({ statusCode: 429, error: 'Too Many Requests', messageId: 'errors.tooManyRequests' }, 429, { 'retry-after': '120' }));
    renderRegister('/public-register');
    await waitFor(() => expect(shownEntries()).toEqual([first.holder]));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect((await screen.findByText('Too many attempts. Try again in 2 minutes.')).textContent).toBeTruthy();
    expect(shownEntries()).toEqual([first.holder]);
  });
});
