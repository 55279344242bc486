import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { appStore, onSessionEnded, sessionAtom } from '../api/session';
import { forgetKeptReads, registerServiceWorkerWhenSettled } from './offline/register';
import { persistLocale, readStoredLocale } from '../i18n/locale-store';

const router = createAppRouter();
// A refused refresh ends the session from outside React; send the person to sign in.
onSessionEnded(() => void router.navigate('/login', { replace: true }));
persistLocale(readStoredLocale());
// Signed out (by the person or a refused refresh): the reads kept for offline go too.
appStore.sub(sessionAtom, () => {
  if (!appStore.get(sessionAtom)) void forgetKeptReads();
});
registerServiceWorkerWhenSettled();

// A transition: React builds the first page in slices of a few milliseconds instead of one
// long task, so a slow phone can paint and answer a tap meanwhile.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders messagesOnDemand>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
