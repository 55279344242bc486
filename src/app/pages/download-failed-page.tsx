import { Button, Flex, Heading, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { StandalonePage } from './standalone-page';
import { useCatalogueParts } from '../../i18n/intl-provider';
import { useOnline } from '../../forms/use-online';

/**
 * A part of the portal (a screen's code, a part of its texts) did not arrive: a phone between
 * masts, or a tab opened before a new version replaced the files it still asks for. The
 * browser remembers a module that failed for the page's lifetime, so only a reload fetches it
 * again: that is what "Try again" does. Answers typed in the wizard are on this device already.
 */
export function DownloadFailedPage() {
  // Offline, the page was never opened on this device (what was is kept: issue 32): say so.
  // The text travels with the signed-in portal's (src/i18n/namespaces.ts), not with /login's:
  // a guest who never signed in here gets the general one.
  const intl = useIntl();
  const noNetwork = !useOnline();
  // offline, the portal's texts come from the device if a signed-in page fetched them before
  useCatalogueParts(...(noNetwork ? (['portal'] as const) : []));
  const offline = noNetwork && 'offline.page.title' in intl.messages;
  const titleId = offline ? 'offline.page.title' : 'download.failedTitle';
  return (
    <StandalonePage titleId={titleId}>
      <Flex direction="column" align="center" textAlign="center" gap={4} maxW="md">
        <Heading as="h1" size="2xl">
          <FormattedMessage id={titleId} />
        </Heading>
        <Text fontSize="lg">
          <FormattedMessage id={offline ? 'offline.page.body' : 'download.failedBody'} />
        </Text>
        <Button colorPalette="green" size="lg" onClick={() => window.location.reload()}>
          <FormattedMessage id="download.tryAgain" />
        </Button>
      </Flex>
    </StandalonePage>
  );
}
