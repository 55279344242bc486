import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { AppProviders } from '../../../src/app/providers';
import { appStore, sessionAtom, type Session } from '../../../src/api/session';
import { localeAtom } from '../../../src/i18n/locale-store';
import { addApplicationLoader, AddApplicationPage } from '../../../src/features/applications/add-application-page';

const farmer: Session = {
  accessToken: 'a',
  refreshToken: 'r',
  id: 7,
  isEmployee: false,
  role: 'client',
  type: 'individual',
  country: 1,
  status: 'complete',
  locale: 'en',
  firstName: 'Maria',
  lastName: 'K',
  email: 'maria@example.org',
};

const draft = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  reference: 'GG-2026-000001',
  type: 'globalgap',
  status: 'draft',
  stage: 'application',
  year: null,
  purpose: null,
  current_step: null,
  created_at: '2026-11-25T08:00:00Z',
  updated_at: '2026-11-25T08:00:00Z',
  row_version: 1,
  wizard_id: 'globalgap',
  wizard_version: 1,
  answers: {},
  submitted_at: null,
  editable: true,
};

function Wizard() {
  return <p>wizard of {useParams().id}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  appStore.set(sessionAtom, null);
  sessionStorage.clear();
});

describe('starting an application', { timeout: 60_000 }, () => {
  it('makes the draft in the route loader and opens its wizard; a refused start says why and tries again with the same request id', async () => {
    const bodies: { client_request_id: string; type: string }[] = [];
    const answers = [
      () => new Response(JSON.stringify({ statusCode: 503, error: 'Service Unavailable', messageId: 'errors.generic' }), { status: 503, headers: { 'content-type': 'application/json' } }),
      () => new Response(JSON.stringify({ application: draft }), { status: 201, headers: { 'content-type': 'application/json' } }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        if (input.method === 'POST' && new URL(input.url).pathname === '/api/applications') {
          bodies.push((await input.clone().json()) as (typeof bodies)[number]);
          return answers[bodies.length - 1]();
        }
        // what the wizard's preloads and the layout may ask for is not this test's concern
        return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
      }),
    );
    appStore.set(localeAtom, 'en');
    appStore.set(sessionAtom, farmer);
    const router = createMemoryRouter(
      [
        { path: '/applications/:family/add', loader: addApplicationLoader, Component: AddApplicationPage },
        { path: '/applications/:family/edit/:id', Component: Wizard },
      ],
      { initialEntries: ['/applications/global/add'] },
    );
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );

    expect(await screen.findByText('A problem occurred, please try again.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(`wizard of ${draft.id}`)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/applications/global/edit/${draft.id}`);
    expect(bodies).toHaveLength(2);
    expect(bodies[0].type).toBe('globalgap');
    expect(bodies[1].client_request_id).toBe(bodies[0].client_request_id);
  });

  it('leaves the choice of customer to a consultant: no draft is made before it', async () => {
    const fetchMock = vi.fn(async () => new Response('{"items":[],"nextCursor":null}', { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    appStore.set(localeAtom, 'en');
    appStore.set(sessionAtom, { ...farmer, role: 'consultant' });
    const router = createMemoryRouter([{ path: '/applications/:family/add', loader: addApplicationLoader, Component: AddApplicationPage }], {
      initialEntries: ['/applications/global/add'],
    });
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await screen.findByText('You have no approved customers yet. Add a customer first.');
    const posts = fetchMock.mock.calls.filter((call) => (call as unknown as [Request])[0].method === 'POST');
    expect(posts).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/applications/global/add');
  });
});

describe("a consultant's choice of customer", { timeout: 60_000 }, () => {
  const start = async (path: string, customers: { id: number; name: string; country_id: number }[]) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ items: customers, nextCursor: null }), { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    appStore.set(localeAtom, 'en');
    appStore.set(sessionAtom, { ...farmer, role: 'consultant' });
    const router = createMemoryRouter([{ path: '/applications/:family/add', loader: addApplicationLoader, Component: AddApplicationPage }], { initialEntries: [path] });
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  };
  const customers = [
    { id: 1, name: 'Lucía García', country_id: 2 },
    { id: 2, name: 'Giorgos Papadopoulos', country_id: 1 },
  ];
  const offered = async () => {
    const select = (await screen.findByRole('combobox', { name: /^Customer/ })) as HTMLSelectElement;
    return [...select.options].map((option) => option.textContent).filter((name) => customers.some((c) => c.name === name));
  };

  it('offers only customers in Greece for an organic application', async () => {
    await start('/applications/bio/add', customers);
    expect(await offered()).toEqual(['Giorgos Papadopoulos']);
  });

  it('offers every customer for a GLOBALG.A.P. application', async () => {
    await start('/applications/global/add', customers);
    expect(await offered()).toEqual(['Lucía García', 'Giorgos Papadopoulos']);
  });

  it('says why when none of the customers may apply for organic certification', async () => {
    await start('/applications/bio/add', customers.slice(0, 1));
    expect(await screen.findByText('None of your customers is in Greece. Organic applications are for customers in Greece only.')).toBeTruthy();
  });
});
