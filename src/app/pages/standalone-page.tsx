import { useEffect, useRef, type ReactNode } from 'react';
import { Box, Flex, Image } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import logoUrl from '../assets/logo.svg';
import { MAIN_ID, SkipLink, focusElement } from '../layouts/skip-link';
import { firstPageOfVisit } from '../layouts/use-route-focus';

/**
 * A page outside both layouts (no navigation, no session needed): what every page has (a
 * title naming it, "Skip to content" first, the logo in a banner, the content in `<main>`),
 * the content in the middle of the screen with whatever stands beside it. A page reached
 * from another (a link to nowhere, a screen that did not arrive) has left focus on nothing:
 * its heading takes it, so a screen reader says where the person is.
 */
export function StandalonePage({ children, aside, titleId }: { children: ReactNode; aside?: ReactNode; titleId: string }) {
  const intl = useIntl();
  const main = useRef<HTMLDivElement>(null);
  const title = `${intl.formatMessage({ id: titleId })} · ${intl.formatMessage({ id: 'app.name' })}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    // the first page of a visit keeps the browser's start (the skip link is its first stop)
    if (firstPageOfVisit()) return;
    const heading = main.current?.querySelector<HTMLElement>('h1');
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (heading && lost) focusElement(heading);
  }, []);
  return (
    <Flex minH="100vh" direction="column" bg="white">
      <SkipLink />
      <Box as="header" px={{ base: 4, md: 8 }} py={4}>
        <Image src={logoUrl} alt="AgriCert" height="40px" />
      </Box>
      <Flex as="main" ref={main} id={MAIN_ID} flex="1" align="center" justify="center" gap={12} px={4} wrap="wrap">
        {children}
        {aside}
      </Flex>
    </Flex>
  );
}
