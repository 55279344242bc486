import type { ReactNode } from 'react';
import { Flex, Heading } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** The page's one h1 (its route title) with the page's main actions beside it. */
export function PageHeading({ titleId, children }: { titleId: string; children?: ReactNode }) {
  return (
    <Flex align="center" justify="space-between" gap={3} wrap="wrap" mb={4}>
      <Heading as="h1" size="xl">
        <FormattedMessage id={titleId} />
      </Heading>
      {children && (
        <Flex gap={2} wrap="wrap">
          {children}
        </Flex>
      )}
    </Flex>
  );
}
