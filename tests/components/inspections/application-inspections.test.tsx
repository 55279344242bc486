import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../../src/app/providers';
import { createQueryClient } from '../../../src/api/query';
import { appStore } from '../../../src/api/session';
import { localeAtom } from '../../../src/i18n/locale-store';
import { useCatalogueParts } from '../../../src/i18n/intl-provider';
import { InspectionHistory } from '../../../src/features/inspections/inspection-history';

const APPLICATION = '6f1c2a52-5a0e-4d7f-9a57-0c6f2f6a1b11';
const item = (over: Record<string, unknown>) => ({
  application_id: APPLICATION, reference: 'BIO-2026-0007', type: 'bio', year: 2026, customer_id: 7, customer_name: 'Γιώργος Παπαδόπουλος',
  inspection_date: '2026-04-01', inspected_on: null, inspector: 'Σοφία Λαμπράκη', results: null, status: 'in_inspection',
  non_conformities_found: 0, non_conformities_closed: 0, ...over,
});

/** The server's answer to the inspection history; every call is recorded. */
function serverAnswers(items: unknown[]) {
  const fetchMock = vi.fn(async (_request: Request) =>
    new Response(JSON.stringify({ items, nextCursor: null }), { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// the history's texts are casework's (src/i18n/namespaces.ts): they travel apart
function WithCasework(props: Parameters<typeof InspectionHistory>[0]) {
  return useCatalogueParts('portal', 'casework') ? <InspectionHistory {...props} /> : null;
}

function renderHistory(props: Parameters<typeof InspectionHistory>[0]) {
  appStore.set(localeAtom, 'el');
  render(
    <AppProviders client={createQueryClient()}>
      <MemoryRouter>
        <WithCasework {...props} />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe("an application's inspections on its own page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for that application's inspections and shows planned and actual dates, inspector, outcome and non-conformities", async () => {
    const fetchMock = serverAnswers([
      item({ inspection_date: '2026-04-01' }),
      item({ inspection_date: '2025-03-02', inspected_on: '2025-03-10', results: 'Δύο ευρήματα.', non_conformities_found: 2, non_conformities_closed: 1 }),
    ]);
    renderHistory({ applicationId: APPLICATION });
    const rows = await screen.findAllByTestId('inspection-history-item');
    expect(rows).toHaveLength(2);
    const url = new URL(fetchMock.mock.calls[0][0].url);
    expect(url.pathname).toBe('/api/inspection-history');
    expect(url.searchParams.get('application_id')).toBe(APPLICATION);

    const planned = within(rows[0]);
    expect(planned.getByText('Προγραμματισμένη για 1 Απριλίου 2026')).toBeTruthy();
    expect(rows[0].textContent).toContain('Διενεργήθηκε: Δεν έχει διενεργηθεί ακόμη');
    expect(rows[0].textContent).toContain('Επιθεωρητής: Σοφία Λαμπράκη');

    expect(rows[1].textContent).toContain('Προγραμματισμένη για 2 Μαρτίου 2025');
    expect(rows[1].textContent).toContain('Διενεργήθηκε: 10 Μαρτίου 2025');
    expect(rows[1].textContent).toContain('Αποτέλεσμα: Δύο ευρήματα.');
    expect(rows[1].textContent).toContain('2 βρέθηκαν, 1 έκλεισαν');
    // the page is the application's: it is not named again on each inspection
    expect(rows[1].textContent).not.toContain('BIO-2026-0007');
  });

  it("across a customer's applications (the home page), each inspection names its application", async () => {
    const fetchMock = serverAnswers([item({})]);
    renderHistory({});
    const [row] = await screen.findAllByTestId('inspection-history-item');
    expect(within(row).getByRole('link', { name: 'BIO-2026-0007' })).toBeTruthy();
    expect(new URL(fetchMock.mock.calls[0][0].url).searchParams.has('application_id')).toBe(false);
  });
});
