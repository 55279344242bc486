import { Box, Heading, Image, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import splashUrl from '../assets/splash.svg';
import { StandalonePage } from './standalone-page';
import { RouteButton } from '../../features/shared/route-links';

/**
 * Spec §2: large "404", the page-not-found message, a button back to the application,
 * the provider logo top-left and a splash image hidden on small screens. Also shown for
 * unhandled errors (a file that did not download has its own page: DownloadFailedPage).
 */
export function NotFoundPage() {
  return (
    <StandalonePage
      titleId="titles.pageNotFound"
      aside={<Image src={splashUrl} alt="" display={{ base: 'none', md: 'block' }} maxW="480px" width="40%" data-testid="not-found-splash" />}
    >
      <Box textAlign={{ base: 'center', md: 'left' }} maxW="md">
        <Heading as="h1" fontSize={{ base: '7xl', md: '9xl' }} lineHeight="1" color="green.700">
          404
        </Heading>
        <Text fontSize="xl" mt={4} mb={8}>
          <FormattedMessage id="pageNotFound" />
        </Text>
        <RouteButton to="/" colorPalette="green" size="lg">
          <FormattedMessage id="backToApplication" />
        </RouteButton>
      </Box>
    </StandalonePage>
  );
}
