import { Box, Container, Flex, Image } from '@chakra-ui/react';
import { Outlet, useMatches } from 'react-router';
import logoUrl from '../assets/logo.svg';
import { LocaleSwitch } from './locale-switch';
import { PageTitle, type RouteHandle } from './page-title';
import { MAIN_ID, SkipLink } from './skip-link';
import { useRouteFocus } from './use-route-focus';
import { AppToaster } from '../../features/notify/app-toaster';

/** Guest screens: sign-in, registration, password and username recovery. */
export function AuthLayout() {
  useRouteFocus();
  const wide = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.wide);
  return (
    <Flex minH="100vh" direction="column" bg="gray.50">
      <SkipLink />
      <PageTitle />
      <AppToaster />
      {/* a printed page (a certificate's public page) is its content alone */}
      <Flex as="header" justify="space-between" align="center" px={{ base: 4, md: 8 }} py={4} _print={{ display: 'none' }}>
        <Image src={logoUrl} alt="AgriCert" height="40px" />
        <LocaleSwitch />
      </Flex>
      <Container as="main" id={MAIN_ID} maxW={wide ? '5xl' : 'md'} py={{ base: 4, md: 12 }} flex="1" _print={{ maxW: 'full', py: 0 }}>
        <Box bg="white" borderRadius="lg" borderWidth="1px" p={{ base: 5, md: 8 }} shadow="sm" _print={{ borderWidth: 0, shadow: 'none', p: 0 }}>
          <Outlet />
        </Box>
      </Container>
    </Flex>
  );
}
