import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../src/app/providers';
import { ApiError } from '../../../src/api/query';
import { appStore } from '../../../src/api/session';
import { localeAtom } from '../../../src/i18n/locale-store';
import { loadWizard } from '../../../src/forms/wizard-catalog';
import { ApplicationWizard } from '../../../src/features/applications/application-wizard';
import type { Application } from '../../../src/features/applications/applications-api';
import { readLocalDraft } from '../../../src/features/applications/local-draft';
import scope from '../../../schemas/fixtures/bio/scope.json';

// Issue 46, "unsaved without knowing it": a save the server refuses for a reason the person
// must act on stops the wizard at once (a focused message at the top saying what to do, "Not
// saved", no moving on), and the answers stay on the device.

const saves = vi.hoisted(() => ({ answer: (_body: { answers: Record<string, unknown> }): Promise<{ row_version: number; updated_at: string }> => Promise.reject(new Error('unset')), calls: 0 }));
vi.mock('../../../src/features/applications/applications-queries', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/features/applications/applications-queries')>()),
  saveAnswers: (_id: string, body: { answers: Record<string, unknown> }) => {
    saves.calls += 1;
    return saves.answer(body);
  },
}));

const ID = '33333333-3333-4333-8333-333333333333';
const OTHER = '44444444-4444-4444-8444-444444444444';
const general = { year: 2026, purpose: 'initial', send_offer_to: 'customer', financing_program: 'none' };
const application = {
  id: ID,
  reference: 'BIO-2026-000002',
  type: 'bio',
  status: 'draft',
  year: 2026,
  purpose: 'initial',
  customer: { id: 7, name: 'Μαρία Παππά', company: null, country_id: 1 },
  current_step: 'scope',
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  row_version: 3,
  wizard_id: 'bio',
  wizard_version: 3,
  answers: { general, scope: { ...scope, activities: ['production'] } },
  editable: true,
} as unknown as Application;

const clash = () => {
  const params = { year: 2026, type: 'bio', reference: 'BIO-2026-000001', status: 'submitted', id: OTHER };
  const issues = [{ path: '/answers/scope/activities', keyword: 'activeApplication', messageId: 'applications.blocking.organicDuplicate', params }];
  return new ApiError(409, { statusCode: 409, messageId: 'errors.duplicateOrganicApplication', issues }, { messageId: 'errors.duplicateOrganicApplication' });
};

/** The activity "Storage" (the packing and storage sub-scope has a "Storage" of its own). */
const storage = async () => {
  const boxes = await screen.findAllByRole('checkbox', { name: 'Storage' });
  const activity = boxes.find((box) => /activities/.test(box.id));
  if (!activity) throw new Error(`no activity "Storage" among ${boxes.map((box) => box.id).join(', ')}`);
  return activity;
};

function openWizard() {
  const router = createMemoryRouter(
    [
      { path: '/applications/bio/edit/:id', element: <ApplicationWizard application={application} onSubmitted={() => undefined} /> },
      { path: '*', element: <h1>elsewhere</h1> },
    ],
    { initialEntries: [`/applications/bio/edit/${ID}`] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeAll(() => loadWizard('bio'), 60_000);
beforeEach(() => {
  localStorage.clear();
  saves.calls = 0;
  appStore.set(localeAtom, 'en');
});
afterEach(() => {
  vi.useRealTimers();
  appStore.set(localeAtom, 'el');
});

describe('a save the server refuses', { timeout: 60_000 }, () => {
  it('409, another active application covers the activities: stops the wizard with the message focused, keeps the answers on the device', async () => {
    saves.answer = async (body) => {
      if ((body.answers.scope as { activities: string[] }).activities.includes('storage')) throw clash();
      return { row_version: 4, updated_at: new Date().toISOString() };
    };
    openWizard();
    await userEvent.click(await storage());

    const message = await screen.findByTestId('draft-refusal', {}, { timeout: 30_000 });
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(message.getAttribute('role')).toBe('alert');
    expect(within(message).getByRole('heading', { name: 'Your answers have not been saved' })).toBeTruthy();
    expect(message.textContent).toContain('An active organic application already covers these activities: year 2026, reference BIO-2026-000001.');
    expect(message.textContent).toContain('change the activities');
    expect(within(message).getByRole('link', { name: 'Open application BIO-2026-000001' }).getAttribute('href')).toBe(`/applications/bio/inner/${OTHER}`);
    // nothing says they are saved; the device has them, marked as refused
    expect(screen.getByTestId('save-status').textContent).toBe('Not saved');
    expect(readLocalDraft(ID)).toMatchObject({ unsaved: true, answers: { scope: { activities: ['production', 'storage'] } }, refused: { messageId: 'applications.blocking.organicDuplicate' } });

    // no moving on: "Save and continue" tries once more and returns focus to the message
    const before = saves.calls;
    (document.activeElement as HTMLElement).blur();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(saves.calls).toBe(before + 1));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('draft-refusal')));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/Step 2 of \d+: Scope/);

    // the way out: other activities are saved, and the message and "Not saved" go
    await userEvent.click(await storage());
    await waitFor(() => expect(screen.queryByTestId('draft-refusal')).toBeNull(), { timeout: 30_000 });
    expect(screen.getByTestId('save-status').textContent).toMatch(/^Saved/);
    expect(readLocalDraft(ID)).toMatchObject({ unsaved: false, answers: { scope: { activities: ['production'] } } });
  });

  it('another 4xx (the draft deleted elsewhere: 404) stops it the same way, and leads back to the list', async () => {
    // the clock is the test's (running on by itself meanwhile), so that the end can jump past any retry the saver might plan
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    saves.answer = async () => {
      throw new ApiError(404, { statusCode: 404, messageId: 'errors.notFound' }, { messageId: 'errors.notFound' });
    };
    openWizard();
    await userEvent.click(await storage());
    const message = await screen.findByTestId('draft-refusal', {}, { timeout: 30_000 });
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(message.textContent).toContain('it may have been deleted on another device');
    expect(within(message).getByRole('link', { name: 'Back to my applications' }).getAttribute('href')).toBe('/');
    expect(screen.getByTestId('save-status').textContent).toBe('Not saved');
    expect(readLocalDraft(ID)).toMatchObject({ unsaved: true, answers: { scope: { activities: ['production', 'storage'] } } });
    // not sent again by itself: a minute on the clock (twelve of the saver's retries when offline) sends nothing
    const calls = saves.calls;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(saves.calls).toBe(calls);
  });
});
