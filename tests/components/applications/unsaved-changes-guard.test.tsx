import { useEffect, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { AppProviders } from '../../../src/app/providers';
import { localeAtom } from '../../../src/i18n/locale-store';
import { appStore } from '../../../src/api/session';
import { UnsavedChangesGuard } from '../../../src/features/applications/unsaved-changes-guard';

// The wizard's guard when the person leaves with answers not yet on the server: a save under way
// or just scheduled (a step changed a moment ago) is sent and the page leaves without a question;
// answers that cannot be saved now make it ask, and Stay keeps the page.

// useBlocker arms itself two commits after mounting (a key set in one effect, the blocker
// registered in the next), and the app's messages arrive in a transition outside act, so the
// link can be clickable before the guard holds. React runs a commit's effects before it renders
// the next one: a sibling that shows itself on its third commit says the guard is armed.
function GuardArmed() {
  const [commits, setCommits] = useState(1);
  useEffect(() => {
    if (commits < 3) setCommits(commits + 1);
  }, [commits]);
  return commits === 3 ? <span>guard armed</span> : null;
}

function wizardLeaving(saveNow: () => Promise<boolean>) {
  const calls: string[] = [];
  const router = createMemoryRouter(
    [
      {
        path: '/wizard',
        element: (
          <>
            <UnsavedChangesGuard
              when
              saveNow={() => {
                calls.push('save');
                return saveNow();
              }}
            />
            <GuardArmed />
            <Link to="/list">My applications</Link>
          </>
        ),
      },
      { path: '/list', element: <h1>the list</h1> },
    ],
    { initialEntries: ['/wizard'] },
  );
  appStore.set(localeAtom, 'en');
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, calls };
}

afterEach(() => appStore.set(localeAtom, 'el'));

describe('leaving the wizard with answers not yet saved', { timeout: 60_000 }, () => {
  it('saves them at once and leaves, without asking, when the save goes through', async () => {
    let finish!: (saved: boolean) => void;
    const { router, calls } = wizardLeaving(() => new Promise((resolve) => (finish = resolve)));
    await screen.findByText('guard armed');
    await userEvent.click(screen.getByRole('link', { name: 'My applications' }));
    // the save is under way (sent from an effect once the leave is blocked, so a busy machine
    // may need a moment): the page waits for it and asks nothing
    await vi.waitFor(() => expect(calls).toEqual(['save']), { timeout: 30_000 });
    expect(router.state.location.pathname).toBe('/wizard');
    finish(true);
    expect(await screen.findByRole('heading', { name: 'the list' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks when they cannot be saved now; Stay keeps the page, Leave goes', async () => {
    const { router } = wizardLeaving(async () => false);
    await screen.findByText('guard armed');
    await userEvent.click(screen.getByRole('link', { name: 'My applications' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/wizard');
    expect(dialog.isConnected && screen.queryByRole('alertdialog')).toBeFalsy();

    await userEvent.click(screen.getByRole('link', { name: 'My applications' }));
    await screen.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'the list' })).toBeTruthy();
  });
});
