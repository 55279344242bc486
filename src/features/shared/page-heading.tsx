import type { ReactNode } from 'react';
import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

export interface PageHeadingProps {
  titleId: string;
  /** A line under the title that says what the page is for. */
  introId?: string;
  /** `0` where the page's stack already spaces it. */
  mb?: number;
  /** The page's main actions, beside the title. */
  children?: ReactNode;
}

/** The page's one h1 (its route title) with the page's main actions beside it. */
export function PageHeading({ titleId, introId, mb = 4, children }: PageHeadingProps) {
  return (
    <Stack gap={2} mb={mb}>
      <Flex align="center" justify="space-between" gap={3} wrap="wrap">
        <Heading as="h1" size="xl">
          <FormattedMessage id={titleId} />
        </Heading>
        {children && (
          <Flex gap={2} wrap="wrap">
            {children}
          </Flex>
        )}
      </Flex>
      {introId && (
        <Text color="gray.700">
          <FormattedMessage id={introId} />
        </Text>
      )}
    </Stack>
  );
}
