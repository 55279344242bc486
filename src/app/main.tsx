import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { onSessionEnded } from '../api/session';
import { persistLocale, readStoredLocale } from '../i18n/locale-store';

const router = createAppRouter();
// A refused refresh ends the session from outside React; send the person to sign in.
onSessionEnded(() => void router.navigate('/login', { replace: true }));
persistLocale(readStoredLocale());

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
