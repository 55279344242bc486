import { Button, Flex, Heading, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { StandalonePage } from './standalone-page';
import { useOnline } from '../../features/shared/use-online';

/**
 * A part of the portal (a screen's code, a part of its texts) did not arrive: a phone between
 * masts, or a tab opened before a new version replaced the files it still asks for. The
 * browser remembers a module that failed for the page's lifetime, so only a reload fetches it
 * again: that is what "Try again" does. Answers typed in the wizard are on this device already.
 */
export function DownloadFailedPage() {
  // Offline, the page was never opened on this device (what was is kept: issue 32): say so.
  const offline = !useOnline();
  const titleId = offline ? 'download.offlineTitle' : 'download.failedTitle';
  return (
    <StandalonePage titleId={titleId}>
      <Flex direction="column" align="center" textAlign="center" gap={4} maxW="md">
        <Heading as="h1" size="2xl">
          <FormattedMessage id={titleId} />
        </Heading>
        <Text fontSize="lg">
          <FormattedMessage id={offline ? 'download.offlineBody' : 'download.failedBody'} />
        </Text>
        <Button colorPalette="green" size="lg" onClick={() => window.location.reload()}>
          <FormattedMessage id="download.tryAgain" />
        </Button>
      </Flex>
    </StandalonePage>
  );
}
