import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider } from 'jotai';
import { API_BASE } from '../api/client';
import { appStore, getSession } from '../api/session';
import { refreshSession } from '../api/refresh';
import { LocaleIntlProvider } from '../i18n/intl-provider';
import { providedSystem } from './theme';
import { DownloadFailedPage } from './pages/download-failed-page';
// the transport only: the upload field itself comes with the first form that shows one
import { FileTransportProvider } from '../../renderers/file-upload/file-transport';
import { createXhrFileTransport } from '../../renderers/file-upload/xhr-file-transport';
import { DivisionSourceContext, httpDivisionSource } from '../../renderers/region-cascade/division-source';

// Renderers may not import the API client; the app hands them what they need to reach it.
const system = providedSystem();

const fileTransport = createXhrFileTransport({
  baseUrl: API_BASE,
  getAccessToken: () => getSession()?.accessToken,
  refresh: refreshSession,
  getAccount: () => getSession()?.id,
});
// the regions' lists from the API wherever VITE_API_BASE_URL puts it
const divisionSource = httpDivisionSource(API_BASE);

/**
 * Everything a screen needs around it but the query client: the app's entry wraps every page
 * in it. The signed-in portal's layout adds the query client (src/app/layouts/signed-in-layout.tsx);
 * guests' screens have none (docs/architecture.md, "Guests' screens"). The app loads the
 * signed-in portal's messages on demand (src/i18n/intl-provider.tsx); tests and stories load
 * them all at once.
 */
export function ShellProviders({ children, messagesOnDemand = false }: { children: ReactNode; messagesOnDemand?: boolean }) {
  return (
    <JotaiProvider store={appStore}>
      <ChakraProvider value={system}>
        <LocaleIntlProvider onDemand={messagesOnDemand} loadFailed={<DownloadFailedPage />}>
          <FileTransportProvider transport={fileTransport}>
            <DivisionSourceContext.Provider value={divisionSource}>{children}</DivisionSourceContext.Provider>
          </FileTransportProvider>
        </LocaleIntlProvider>
      </ChakraProvider>
    </JotaiProvider>
  );
}
