import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../../src/app/providers';
import { createQueryClient } from '../../../src/api/query';
import { appStore, sessionAtom, type Session } from '../../../src/api/session';
import { localeAtom } from '../../../src/i18n/locale-store';
import { useCatalogueParts } from '../../../src/i18n/intl-provider';
import { EmployeesPage } from '../../../src/features/employees/employees-page';
import { AppToasterView } from '../../../src/features/notify/app-toaster-view';
import { toaster } from '../../../src/features/notify/toaster';

const consultant: Session = {
  accessToken: 'a', refreshToken: 'r', id: 3, isEmployee: false, role: 'consultant', type: 'individual', country: 1, status: 'complete',
  locale: 'el', firstName: 'Νίκος', lastName: 'Γ', email: 'nikos@example.org',
};

const page = <T,>(items: T[]) => ({ items, nextCursor: null, total: items.length });
const maria = {
  id: 21, full_name: 'Μαρία Κωνσταντίνου', username: 'maria', email: 'maria@example.org',
  customers: page([{ id: 11, name: 'Γιώργος Παπαδόπουλος' }]),
  applications: page([{ id: 'a0000000-0000-4000-8000-000000000001', type: 'bio', year: 2026, status: 'draft' }]),
};
const customer = (id: number, full_name: string, assigned: { id: number; name: string } | null) => ({
  id, full_name, type: 'individual', status: 'approved', requested_by: 'consultant', identification: null, email: `${id}@example.org`,
  country_id: 1, assigned_employee: assigned, created_at: '2026-01-01T00:00:00Z',
});
const application = (id: string, reference: string, status: string, assigned: { id: number; name: string } | null) => ({
  id, reference, type: 'globalgap', status, stage: null, certificate: null, year: 2026, purpose: null,
  customer: { id: 12, name: 'Ελένη Ρήγα', company: null }, assigned_employee: assigned, current_step: null,
  created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', row_version: 1,
});

/** The consultant's API: the employees, what may be assigned, and the assignments it is asked for (recorded). */
function serve() {
  const writes: { method: string; path: string; body: unknown }[] = [];
  const json = (body: unknown, status = 200) => new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    if (request.method === 'PUT') {
      writes.push({ method: 'PUT', path: url.pathname, body: await request.json() });
      return json(null, 204);
    }
    if (url.pathname === '/api/employees') return json(page([maria]));
    if (url.pathname === '/api/customers') {
      expect(url.searchParams.get('status')).toBe('approved');
      return json(page([customer(11, 'Γιώργος Παπαδόπουλος', { id: 21, name: maria.full_name }), customer(12, 'Ελένη Ρήγα', null)]));
    }
    if (url.pathname === '/api/applications') {
      return json(page([
        application('a0000000-0000-4000-8000-000000000002', 'GG-2026-000002', 'submitted', null),
        // in inspection: past the point a consultant hands it over (as on the customers' list)
        application('a0000000-0000-4000-8000-000000000003', 'GG-2026-000003', 'in_inspection', null),
      ]));
    }
    return json({ message: 'unexpected' }, 404);
  }));
  return writes;
}

function WithCasework() {
  // the toasts as the main layout shows them
  return useCatalogueParts('portal', 'casework') ? <><EmployeesPage /><AppToasterView /></> : null;
}

function renderPage() {
  appStore.set(localeAtom, 'el');
  appStore.set(sessionAtom, consultant);
  render(
    <AppProviders client={createQueryClient()}>
      <MemoryRouter>
        <WithCasework />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe("assigning from the consultant's employees list", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    appStore.set(sessionAtom, null);
    // the toaster is one for the app and shows three at most: each test starts with none
    toaster.remove();
  });

  it('hands an employee a customer and an application, through the same calls as the customers list', async () => {
    const writes = serve();
    renderPage();
    const row = await screen.findByTestId('employee-21');
    // only the customers not already theirs are offered
    const customers = await within(row).findByRole('combobox', { name: 'Πελάτης για ανάθεση σε: Μαρία Κωνσταντίνου' });
    expect(within(customers).getAllByRole('option').map((o) => o.textContent)).toEqual(['Επιλέξτε πελάτη…', 'Ελένη Ρήγα']);
    const assignCustomer = within(row).getByRole('button', { name: 'Ανάθεση του επιλεγμένου πελάτη σε: Μαρία Κωνσταντίνου' });
    expect(assignCustomer).toHaveProperty('disabled', true);
    await userEvent.selectOptions(customers, 'Ελένη Ρήγα');
    await userEvent.click(assignCustomer);
    await vi.waitFor(() => expect(writes).toContainEqual({ method: 'PUT', path: '/api/customers/12/employee', body: { employee_id: 21 } }));

    // applications: only those a consultant may still hand over
    const applications = await within(row).findByRole('combobox', { name: 'Αίτηση για ανάθεση σε: Μαρία Κωνσταντίνου' });
    expect(within(applications).getAllByRole('option').map((o) => o.textContent)).toEqual(['Επιλέξτε αίτηση…', 'GG-2026-000002 · Ελένη Ρήγα']);
    await userEvent.selectOptions(applications, 'GG-2026-000002 · Ελένη Ρήγα');
    await userEvent.click(within(row).getByRole('button', { name: 'Ανάθεση της επιλεγμένης αίτησης σε: Μαρία Κωνσταντίνου' }));
    await vi.waitFor(() =>
      expect(writes).toContainEqual({ method: 'PUT', path: '/api/applications/a0000000-0000-4000-8000-000000000002/employee', body: { employee_id: 21 } }),
    );
    expect(await screen.findByText('Ανατέθηκε σε: Μαρία Κωνσταντίνου (GG-2026-000002 · Ελένη Ρήγα).')).toBeTruthy();
  });

  it('takes a customer and an application back from an employee', async () => {
    const writes = serve();
    renderPage();
    const row = await screen.findByTestId('employee-21');
    await userEvent.click(await within(row).findByRole('button', { name: 'Αφαίρεση της ανάθεσης «Γιώργος Παπαδόπουλος» από: Μαρία Κωνσταντίνου' }));
    await vi.waitFor(() => expect(writes).toContainEqual({ method: 'PUT', path: '/api/customers/11/employee', body: { employee_id: null } }));
    expect(await screen.findByText('Η ανάθεση αφαιρέθηκε: Γιώργος Παπαδόπουλος.')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Αφαίρεση της ανάθεσης «Βιολογική 2026» από: Μαρία Κωνσταντίνου' }));
    await vi.waitFor(() =>
      expect(writes).toContainEqual({ method: 'PUT', path: '/api/applications/a0000000-0000-4000-8000-000000000001/employee', body: { employee_id: null } }),
    );
    expect(await screen.findByText('Η ανάθεση αφαιρέθηκε: Βιολογική 2026.', undefined, { timeout: 30_000 })).toBeTruthy();
  });

  it('an employee reading their own entry is offered nothing to change', async () => {
    serve();
    appStore.set(localeAtom, 'el');
    appStore.set(sessionAtom, { ...consultant, isEmployee: true });
    render(
      <AppProviders client={createQueryClient()}>
        <MemoryRouter>
          <WithCasework />
        </MemoryRouter>
      </AppProviders>,
    );
    const row = await screen.findByTestId('employee-21');
    expect(within(row).getByText('Γιώργος Παπαδόπουλος')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Αφαίρεση/ })).toBeNull();
    expect(within(row).queryByRole('combobox')).toBeNull();
  });
});
