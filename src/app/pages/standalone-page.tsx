import type { ReactNode } from 'react';
import { Box, Flex, Image } from '@chakra-ui/react';
import logoUrl from '../assets/logo.svg';

/**
 * A page outside both layouts (no navigation, no session needed): the provider's logo top-left
 * and the page's main content in the middle of the screen, with whatever stands beside it.
 */
export function StandalonePage({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <Flex minH="100vh" direction="column" bg="white">
      <Box px={{ base: 4, md: 8 }} py={4}>
        <Image src={logoUrl} alt="AgriCert" height="40px" />
      </Box>
      <Flex flex="1" align="center" justify="center" gap={12} px={4} wrap="wrap">
        {children}
        {aside}
      </Flex>
    </Flex>
  );
}
