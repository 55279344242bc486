import { Heading, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../layouts/page-title';

/** Stands in for a screen that a later piece of work builds; names the screen so routing is testable. */
export function ComingSoonPage() {
  const matches = useMatches();
  const title = [...matches].reverse().map((m) => (m.handle as RouteHandle | undefined)?.title).find(Boolean);
  return (
    <>
      <Heading as="h1" size="xl" mb={3}>
        <FormattedMessage id={title ? `titles.${title}` : 'app.name'} />
      </Heading>
      <Text color="gray.600">
        <FormattedMessage id="placeholder.comingSoon" />
      </Text>
    </>
  );
}
