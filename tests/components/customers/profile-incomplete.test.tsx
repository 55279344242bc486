import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../../src/app/providers';
import { createQueryClient } from '../../../src/api/query';
import { appStore, sessionAtom, type Session } from '../../../src/api/session';
import { localeAtom } from '../../../src/i18n/locale-store';
import { useCatalogueParts } from '../../../src/i18n/intl-provider';
import { CustomersPage } from '../../../src/features/customers/customers-page';

// Issue 47: a customer's applications are submitted only with a complete profile, so the
// consultant's list says whose profile still lacks answers, in the consultant's language; a
// customer who has not yet agreed to be on the list shows nothing of theirs.

const consultant: Session = {
  accessToken: 'a', refreshToken: 'r', id: 3, isEmployee: false, role: 'consultant', type: 'individual', country: 1, status: 'complete',
  locale: 'el', firstName: 'Νίκος', lastName: 'Γ', email: 'nikos@example.org',
};
const page = <T,>(items: T[]) => ({ items, nextCursor: null, total: items.length });
const customer = (id: number, full_name: string, status: string, profile_status: 'incomplete' | 'complete' | null) => ({
  id, full_name, type: 'individual', status, requested_by: 'consultant', identification: `12345678${id % 10}`, email: full_name ? `${id}@example.org` : '',
  country_id: 1, assigned_employee: null, created_at: '2026-01-01T00:00:00Z', profile_status,
});

function serve() {
  const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/employees') return json(page([]));
    if (url.pathname === '/api/customers') {
      return json(page([
        customer(11, 'Γιώργος Παπαδόπουλος', 'approved', 'incomplete'),
        customer(12, 'Ελένη Ρήγα', 'approved', 'complete'),
        customer(13, '', 'new_request', null),
      ]));
    }
    return new Response(JSON.stringify({ message: 'unexpected' }), { status: 404, headers: { 'content-type': 'application/json' } });
  }));
}

function WithCasework() {
  return useCatalogueParts('portal', 'casework') ? <CustomersPage /> : null;
}

describe("the consultant's customer list and the customers' profiles", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    appStore.set(sessionAtom, null);
  });

  it('marks the customer whose profile is incomplete, and no other', async () => {
    serve();
    appStore.set(localeAtom, 'el');
    appStore.set(sessionAtom, consultant);
    render(
      <AppProviders client={createQueryClient()}>
        <MemoryRouter>
          <WithCasework />
        </MemoryRouter>
      </AppProviders>,
    );
    const incomplete = await screen.findByTestId('customer-11');
    expect(within(incomplete).getByText('Ελλιπές προφίλ')).toBeTruthy();
    expect(within(screen.getByTestId('customer-12')).queryByText('Ελλιπές προφίλ')).toBeNull();
    expect(within(screen.getByTestId('customer-13')).queryByText('Ελλιπές προφίλ')).toBeNull();
    expect(screen.getAllByTestId('customer-profile-incomplete')).toHaveLength(1);
  });
});
