import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { useFiltersAddress } from '../../../src/features/shared/use-filters-address';

// A page keeps its filters in the address. react-router draws a new address in a transition,
// so a second filter may be chosen while the page still renders the address before the first:
// both clicks below are built on one render, as happens then. Each change must be kept.
function FilterPage() {
  const [search, show] = useFiltersAddress();
  const choose = (key: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value === null) next.delete(key);
    else next.set(key, value);
    show(next);
  };
  return (
    <>
      <output aria-label="address">{search.toString()}</output>
      <button type="button" onClick={() => choose('standard', 'globalgap')}>standard</button>
      <button type="button" onClick={() => choose('region', '2')}>region</button>
      <button
        type="button"
        onClick={() => {
          choose('standard', 'globalgap');
          choose('region', '2');
        }}
      >
        both before a render
      </button>
      <button type="button" onClick={() => choose('standard', null)}>any standard</button>
    </>
  );
}

const open = (address: string) => {
  window.history.replaceState(null, '', address);
  const router = createBrowserRouter([{ path: '/staff/overview', element: <FilterPage /> }]);
  render(<RouterProvider router={router} />);
  return router;
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe("a page's filters in the address", () => {
  it('keeps a filter chosen while the page still showed the address before it', async () => {
    const router = open('/staff/overview?year=2026');
    await userEvent.click(screen.getByRole('button', { name: 'both before a render' }));
    await screen.findByText('year=2026&standard=globalgap&region=2');
    expect(router.state.location.search).toBe('?year=2026&standard=globalgap&region=2');
  });

  it('takes a filter away, and leaves what the person did not touch', async () => {
    open('/staff/overview?standard=bio&member=4');
    await userEvent.click(screen.getByRole('button', { name: 'region' }));
    await screen.findByText('standard=bio&member=4&region=2');
    await userEvent.click(screen.getByRole('button', { name: 'any standard' }));
    await screen.findByText('member=4&region=2');
  });

  it('follows an address changed from elsewhere (back, a link) before the next choice', async () => {
    const router = open('/staff/overview?standard=bio');
    await userEvent.click(screen.getByRole('button', { name: 'region' }));
    await screen.findByText('standard=bio&region=2');
    await act(() => router.navigate('/staff/overview?member=7'));
    await userEvent.click(screen.getByRole('button', { name: 'standard' }));
    await screen.findByText('member=7&standard=globalgap');
  });
});
