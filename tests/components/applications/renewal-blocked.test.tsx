import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../src/app/providers';
import { ApiError } from '../../../src/api/query';
import { appStore, setSession } from '../../../src/api/session';
import { localeAtom } from '../../../src/i18n/locale-store';
import { RenewButton } from '../../../src/features/applications/renew-button';
import type { Application } from '../../../src/features/applications/applications-api';

// Issue 46: a renewal starts with its scope filled in, so the duplicate rule would meet it only
// at submission. The server refuses to start one another active application already covers;
// the button says so before anything is filled in, naming that application with a link.

const OTHER = '55555555-5555-4555-8555-555555555555';
vi.mock('../../../src/features/applications/applications-queries', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/features/applications/applications-queries')>();
  return {
    ...original,
    createApplication: {
      ...original.createApplication,
      mutationFn: () => {
        const issues = [{ path: '/answers/scope/activities', keyword: 'activeApplication', messageId: 'applications.blocking.organicDuplicate', params: { year: 2027, type: 'bio', reference: 'BIO-2027-000009', status: 'submitted', id: OTHER } }];
        return Promise.reject(new ApiError(409, { statusCode: 409, messageId: 'errors.duplicateOrganicApplication', issues }, { messageId: 'errors.duplicateOrganicApplication' }));
      },
    },
  };
});

afterEach(() => {
  setSession(null);
  appStore.set(localeAtom, 'el');
});

describe('renewing a certified application another active one already covers', () => {
  it('starts nothing and says why, with a link to that application, focused', async () => {
    appStore.set(localeAtom, 'en');
    setSession({ accessToken: 'a', refreshToken: 'r', id: 1, isEmployee: false, role: 'client', type: 'individual', country: 1, status: 'active', locale: 'en', firstName: null, lastName: null, email: null });
    const application = { id: '66666666-6666-4666-8666-666666666666', type: 'bio', status: 'certified', year: 2026 } as Application;
    const router = createMemoryRouter([{ path: '*', element: <RenewButton application={application} /> }]);
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Renew for 2027' }));
    const blocked = await screen.findByTestId('renewal-blocked');
    await waitFor(() => expect(document.activeElement).toBe(blocked));
    expect(blocked.textContent).toContain('An active organic application already covers these activities: year 2027, reference BIO-2027-000009.');
    expect(blocked.textContent).toContain('No renewal was started');
    expect(within(blocked).getByRole('link', { name: 'Open application BIO-2027-000009' }).getAttribute('href')).toBe(`/applications/bio/inner/${OTHER}`);
    expect(router.state.location.pathname).toBe('/');
  });
});
