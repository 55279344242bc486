import { Box, Heading, List, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { LifecycleView } from './lifecycle-api';

/** Who did what and when, newest first. */
export function EventHistory({ view }: { view: LifecycleView }) {
  if (!view.events.length) return null;
  return (
    <Box as="section" aria-labelledby="lifecycle-history" borderTopWidth="1px" pt={3}>
      <Heading as="h3" size="sm" id="lifecycle-history" mb={2}>
        <FormattedMessage id="lifecycle.history" />
      </Heading>
      <List.Root gap={1} ps={4}>
        {[...view.events].reverse().map((event, index) => (
          <List.Item key={`${event.at}-${index}`}>
            <Text as="span" fontSize="sm">
              <FormattedDate value={event.at} dateStyle="medium" timeStyle="short" />
              {' — '}
              <FormattedMessage id={`lifecycle.action.${event.action}`} />
              {' · '}
              {event.actor_name ?? <FormattedMessage id="lifecycle.certificationBody" />}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
