import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ShellProviders } from './shell-providers';
import { createAppRouter } from './router';
import { appStore, onSessionEnded, sessionAtom } from '../api/session';
import { persistLocale, readStoredLocale } from '../i18n/locale-store';
import { afterFirstScreen } from '../forms/after-first-screen';
import { readPageAgain } from '../api/page-reads';
import { handOverGuestShell } from './guest-shell';

const router = createAppRouter();
// A refused refresh ends the session from outside React; send the person to sign in.
onSessionEnded(() => void router.navigate('/login', { replace: true }));
persistLocale(readStoredLocale());
// The offline machinery (service worker, forgetting kept reads at sign-out: issue 32) comes
// once the page has settled: no first page waits for it.
afterFirstScreen(
  () =>
    void import('./offline/start')
      .then(({ startOffline }) =>
        startOffline({
          signedIn: () => appStore.get(sessionAtom) !== null,
          onChange: (listener) => appStore.sub(sessionAtom, listener),
          // the signed-in portal's cached reads, if it has loaded (a guest's page caches nothing)
          queries: { invalidateQueries: readPageAgain },
        }),
      )
      .catch(() => undefined),
);

// A transition: React builds the first page in slices of a few milliseconds instead of one
// long task, so a slow phone can paint and answer a tap meanwhile.
const rootElement = document.getElementById('root')!;
handOverGuestShell(rootElement);
const root = createRoot(rootElement);
startTransition(() =>
  root.render(
    <StrictMode>
      <ShellProviders messagesOnDemand>
        <RouterProvider router={router} />
      </ShellProviders>
    </StrictMode>,
  ),
);
