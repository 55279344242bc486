import { Box, Button, Flex, Heading, Image, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import logoUrl from '../assets/logo.svg';

/**
 * A part of the portal (a screen's code, a part of its texts) did not arrive: a phone between
 * masts, or a tab opened before a new version replaced the files it still asks for. The
 * browser remembers a module that failed for the page's lifetime, so only a reload fetches it
 * again: that is what "Try again" does. Answers typed in the wizard are on this device already.
 */
export function DownloadFailedPage() {
  return (
    <Flex minH="100vh" direction="column" bg="white">
      <Box px={{ base: 4, md: 8 }} py={4}>
        <Image src={logoUrl} alt="AgriCert" height="40px" />
      </Box>
      <Flex as="main" flex="1" direction="column" align="center" justify="center" px={4} textAlign="center" gap={4}>
        <Heading as="h1" size="2xl" maxW="md">
          <FormattedMessage id="download.failedTitle" />
        </Heading>
        <Text fontSize="lg" maxW="md">
          <FormattedMessage id="download.failedBody" />
        </Text>
        <Button colorPalette="green" size="lg" onClick={() => window.location.reload()}>
          <FormattedMessage id="download.tryAgain" />
        </Button>
      </Flex>
    </Flex>
  );
}
