import { Button, Flex, Heading, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { StandalonePage } from './standalone-page';

/**
 * A part of the portal (a screen's code, a part of its texts) did not arrive: a phone between
 * masts, or a tab opened before a new version replaced the files it still asks for. The
 * browser remembers a module that failed for the page's lifetime, so only a reload fetches it
 * again: that is what "Try again" does. Answers typed in the wizard are on this device already.
 */
export function DownloadFailedPage() {
  return (
    <StandalonePage titleId="download.failedTitle">
      <Flex direction="column" align="center" textAlign="center" gap={4} maxW="md">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="download.failedTitle" />
        </Heading>
        <Text fontSize="lg">
          <FormattedMessage id="download.failedBody" />
        </Text>
        <Button colorPalette="green" size="lg" onClick={() => window.location.reload()}>
          <FormattedMessage id="download.tryAgain" />
        </Button>
      </Flex>
    </StandalonePage>
  );
}
