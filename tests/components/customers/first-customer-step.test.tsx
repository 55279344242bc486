import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { AppProviders } from '../../../src/app/providers';
import { createQueryClient } from '../../../src/api/query';
import { appStore } from '../../../src/api/session';
import { localeAtom } from '../../../src/i18n/locale-store';
import { useCatalogueParts } from '../../../src/i18n/intl-provider';
import { FirstCustomerStep } from '../../../src/features/customers/first-customer-step';

/** The server's has-customers answer; every call is recorded. */
function serverSays(hasCustomers: boolean) {
  const fetchMock = vi.fn(async (_request: Request) =>
    new Response(JSON.stringify({ data: { has_customers: hasCustomers } }), { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// the home page's texts of casework travel apart (src/i18n/namespaces.ts), as in MainLayout
function WithCasework({ enabled }: { enabled: boolean }) {
  return useCatalogueParts('portal', 'casework') ? <><span>casework-ready</span><FirstCustomerStep enabled={enabled} /></> : null;
}

function renderHome(enabled: boolean) {
  appStore.set(localeAtom, 'el');
  const client = createQueryClient();
  render(
    <AppProviders client={client}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<><FormattedMessage id="app.name" /><WithCasework enabled={enabled} /></>} />
          <Route path="/customers/add" element={<p>add-customer-screen</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return client;
}

describe("a consultant's first step on the home page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without customers: says so and leads to adding the first', async () => {
    const fetchMock = serverSays(false);
    renderHome(true);
    expect(await screen.findByRole('heading', { name: 'Πρώτο βήμα: προσθέστε τον πρώτο σας πελάτη' })).toBeTruthy();
    expect(new URL(fetchMock.mock.calls[0][0].url).pathname).toBe('/api/farmers/has-customers');
    await userEvent.click(screen.getByRole('link', { name: 'Προσθήκη πελάτη' }));
    expect(await screen.findByText('add-customer-screen')).toBeTruthy();
  });

  it('with customers: shows nothing', async () => {
    serverSays(true);
    const client = renderHome(true);
    await screen.findByText('casework-ready');
    await vi.waitFor(() => expect(client.getQueryData(['customers', 'has-any'])).toBe(true));
    expect(screen.queryByTestId('first-customer')).toBeNull();
  });

  it('for anyone but a consultant: does not ask', async () => {
    const fetchMock = serverSays(false);
    renderHome(false);
    await screen.findByText('casework-ready');
    expect(fetchMock.mock.calls.filter(([request]) => request.url.includes('has-customers'))).toHaveLength(0);
    expect(screen.queryByTestId('first-customer')).toBeNull();
  });
});
