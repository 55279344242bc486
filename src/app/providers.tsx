import type { ReactNode } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { Provider as JotaiProvider } from 'jotai';
import { appStore } from '../api/session';
import { LocaleIntlProvider } from '../i18n/intl-provider';

/** Everything a screen needs around it; Storybook and component tests use the same. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={appStore}>
      <ChakraProvider value={defaultSystem}>
        <LocaleIntlProvider>{children}</LocaleIntlProvider>
      </ChakraProvider>
    </JotaiProvider>
  );
}
