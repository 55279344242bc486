import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { sessionAtom } from '../../api/session';
import { loadProfileIntoSession, signOut } from '../../features/auth/session-actions';
import logoUrl from '../assets/logo.svg';
import { LocaleSwitch } from './locale-switch';
import { currentNavItem, navigationFor } from './navigation';
import { hasCustomersQuery } from '../../features/customers/has-customers-query';
import { isConsultant } from '../guards/guards';
import { PageTitle, type RouteHandle } from './page-title';
import { MAIN_ID, SkipLink } from './skip-link';
import { useRouteFocus } from './use-route-focus';
import { AppToaster } from '../../features/notify/app-toaster';
import { BuildUpdateNotice } from './build-update-notice';
import { WaitingSlot } from '../../features/offline/waiting-slot';
import { NavigationProgress } from './navigation-progress';
import { UnreadBadge } from '../../features/notifications/unread-badge';
import { useCatalogueParts } from '../../i18n/intl-provider';
import { SIGNED_IN_PARTS } from '../../i18n/catalogues';
import { LoadingSpinner } from '../../forms/loading-spinner';
import { OperatorName } from '../../features/applications/operator-name';

/** Signed-in screens: navigation by role, locale switch and exit. */
export function MainLayout() {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null); // the header: the menu and the account controls it shows
  // The phone's menu closes on Escape, as any disclosure does; focus inside it goes back to its
  // button rather than to a link that is now hidden
  useEffect(() => {
    if (!menuOpen) return undefined;
    const close = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const inside = menuRef.current?.contains(document.activeElement) || menuButton.current === document.activeElement;
      setMenuOpen(false);
      if (inside) menuButton.current?.focus();
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [menuOpen]);
  const intl = useIntl();
  const location = useLocation();
  useRouteFocus();
  // guests' messages are not enough here (src/i18n/namespaces.ts): wait for the signed-in
  // screens' parts, and the screen for the casework texts unless it shows none (the wizard's, whose first step
  // must not wait for them: it fetches them once it shows)
  const messagesLoaded = useCatalogueParts(...SIGNED_IN_PARTS);
  const withoutCasework = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.casework === false);
  const screenTextsLoaded = useCatalogueParts(...(withoutCasework ? [] : (['casework'] as const)));
  // Refresh the session values (name, role, status) from the profile on every visit.
  useEffect(() => {
    void loadProfileIntoSession();
  }, []);
  const consultant = !!session && isConsultant(session);
  const hasCustomers = useQuery({ ...hasCustomersQuery, enabled: consultant }).data;
  if (!session) return null;
  // the portal's texts still coming (sign-in asks for them as it navigates: login-page.tsx): a
  // spinner, never a white page between the sign-in and the first screen
  if (!messagesLoaded) {
    return (
      <Flex minH="100vh" align="center" justify="center" bg="gray.50">
        <LoadingSpinner />
      </Flex>
    );
  }
  const items = navigationFor(session, { hasCustomers: consultant ? hasCustomers : undefined });
  const current = currentNavItem(items, location);
  const exit = async () => {
    await signOut();
    navigate('/login', { replace: true });
  };
  return (
    <Flex minH="100vh" direction="column" bg="gray.50">
      <SkipLink />
      <PageTitle />
      <AppToaster />
      <BuildUpdateNotice />
      <WaitingSlot />
      <NavigationProgress />
      <Box as="header" ref={menuRef} bg="white" borderBottomWidth="1px" px={{ base: 3, md: 8 }} py={2}>
        <Flex align="center" gap={3} wrap="wrap">
          <Image src={logoUrl} alt="AgriCert" height="36px" />
          <Button
            display={{ base: 'inline-flex', lg: 'none' }}
            variant="outline"
            size="sm"
            ml="auto"
            ref={menuButton}
            aria-expanded={menuOpen}
            aria-controls="main-navigation"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <FormattedMessage id="nav.menu" />
          </Button>
          <Box
            as="nav"
            id="main-navigation"
            aria-label={intl.formatMessage({ id: 'nav.mainLabel' })}
            display={{ base: menuOpen ? 'block' : 'none', lg: 'block' }}
            width="full"
            order={3}
          >
            {/* on a wide screen the links have a row of their own: they wrap there rather than
                push the account controls onto another line when a badge or a role adds one */}
            <Stack direction={{ base: 'column', lg: 'row' }} wrap={{ lg: 'wrap' }} gap={1} as="ul" listStyleType="none">
              {items.map((item) => (
                <li key={item.to}>
                  <Button
                    asChild
                    variant="ghost"
                    size="sm"
                    _currentPage={{ bg: 'green.50', color: 'green.800', fontWeight: 'semibold' }}
                    onClick={() => setMenuOpen(false)}
                  >
                    <RouterLink to={item.to} aria-current={item.to === current ? 'page' : undefined}>
                      <FormattedMessage id={item.labelId} />
                      {item.to === '/notifications' && <UnreadBadge />}
                    </RouterLink>
                  </Button>
                </li>
              ))}
            </Stack>
          </Box>
          <HStack
            gap={3}
            wrap="wrap"
            display={{ base: menuOpen ? 'flex' : 'none', lg: 'flex' }}
            order={{ base: 4, lg: 2 }}
            ml={{ lg: 'auto' }}
            width={{ base: 'full', lg: 'auto' }}
          >
            <Text fontSize="sm" color="gray.600" data-testid="signed-in-as">
              {/* a company's person is named with the company they act for, as mails and papers name them */}
              {session.operator?.person ? (
                <OperatorName customer={{ company: session.operator.name, name: session.operator.person, position: session.operator.position }} />
              ) : (
                [session.firstName, session.lastName].filter(Boolean).join(' ')
              )}
            </Text>
            <LocaleSwitch />
            <Button size="sm" variant="outline" onClick={exit}>
              <FormattedMessage id="nav.exit" />
            </Button>
          </HStack>
        </Flex>
      </Box>
      <Box as="main" id={MAIN_ID} flex="1" px={{ base: 3, md: 8 }} py={6}>
        {screenTextsLoaded ? <Outlet /> : <LoadingSpinner />}
      </Box>
    </Flex>
  );
}
