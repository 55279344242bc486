import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** One part of the overview: its heading (h2), a line on what it counts, and its chart and table. */
export function OverviewSection({ id, values, children }: { id: string; values?: Record<string, ReactNode>; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={`overview-${id}`} gap={3} borderWidth="1px" borderRadius="md" p={{ base: 3, md: 4 }} bg="gray.50" minW={0}>
      <Heading as="h2" size="md" id={`overview-${id}`}>
        <FormattedMessage id={`overview.${id}.title`} />
      </Heading>
      <Text fontSize="sm" color="gray.700">
        <FormattedMessage id={`overview.${id}.about`} values={values} />
      </Text>
      {children}
    </Stack>
  );
}
