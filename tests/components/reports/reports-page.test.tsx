import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../../src/app/providers';
import { createQueryClient } from '../../../src/api/query';
import { appStore } from '../../../src/api/session';
import { localeAtom } from '../../../src/i18n/locale-store';
import { useCatalogueParts } from '../../../src/i18n/intl-provider';
import { StaffReportsPage } from '../../../src/features/reports/reports-page';
import type { StaffReport } from '../../../src/features/reports/reports-queries';
import el from '../../../locales/el/reports.json';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const report = (changes: Partial<StaffReport>): StaffReport => ({
  id: '00000000-0000-4000-8000-000000000001', kind: 'organic_operators', from: '2026-01-01', to: '2026-06-30', status: 'running', rows_done: 200, rows_total: 412,
  requested_by: 'Ελένη Σταύρου', requested_at: '2026-07-01T08:15:00Z', finished_at: null, formats: [], ...changes,
});

function Page() {
  return useCatalogueParts('portal', 'casework') ? <StaffReportsPage /> : null;
}

function renderPage() {
  appStore.set(localeAtom, 'el');
  render(
    <AppProviders client={createQueryClient()}>
      <MemoryRouter initialEntries={['/staff/reports']}>
        <Page />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('the Reports screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the list again while a report is being made, until its files can be downloaded', async () => {
    const answers = [report({}), report({ status: 'done', rows_done: 412, formats: ['csv', 'xlsx'] })];
    let reads = 0;
    vi.stubGlobal('fetch', vi.fn(async () => json({ items: [answers[Math.min(reads++, 1)]], nextCursor: null })));
    renderPage();
    expect(await screen.findByText('200 από 412 πιστοποιητικά')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Λήψη Excel/ })).toBeNull();
    const row = (await screen.findByText('412 από 412 πιστοποιητικά', {}, { timeout: 15_000 })).closest('tr')!;
    expect(within(row as HTMLElement).getByText(el['reports.status.done'])).toBeTruthy();
    expect(within(row as HTMLElement).getByRole('button', { name: /^Λήψη Excel: Επιχειρήσεις βιολογικής παραγωγής υπό έλεγχο/ })).toBeTruthy();
    // done: no more reading
    const after = reads;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(reads).toBe(after);
  });

  it('shows the server’s refusal of the period at the last day, and keeps what was typed', async () => {
    vi.stubGlobal('fetch', vi.fn(async (request: Request) =>
      request.method === 'POST'
        ? json({ statusCode: 400, error: 'Bad Request', message: 'x', messageId: 'errors.invalidRequest', issues: [{ path: '/to', keyword: 'period', messageId: 'reports.errors.toBeforeFrom' }] }, 400)
        : json({ items: [], nextCursor: null })));
    renderPage();
    expect(await screen.findByText(el['reports.list.empty'], {}, { timeout: 15_000 })).toBeTruthy();
    await userEvent.click(await screen.findByLabelText(el['reports.kind.organic_operators'], {}, { timeout: 15_000 }));
    const from = screen.getByLabelText(new RegExp(`^${el['reports.request.from']}`)) as HTMLInputElement;
    const to = screen.getByLabelText(new RegExp(`^${el['reports.request.to']}`)) as HTMLInputElement;
    await userEvent.type(from, '01/06/2026');
    await userEvent.type(to, '31/05/2026');
    await userEvent.click(screen.getByRole('button', { name: el['reports.request.submit'] }));
    expect((await screen.findAllByText(new RegExp(el['reports.errors.toBeforeFrom'].slice(0, 30)))).length).toBeGreaterThan(0);
    await waitFor(() => expect(to.value).toBe('31/05/2026'));
    expect(from.value).toBe('01/06/2026');
  });
});
