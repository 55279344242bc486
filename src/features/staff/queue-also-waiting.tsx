import { HStack, Link, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';

type Count = { total: number; totalCapped?: boolean };

/**
 * What else waits on the certification body beside the queue's steps: the open certificate
 * requests (their page) and the applications with an open sanction (the queue filtered so).
 */
export function QueueAlsoWaiting({ requests, sanctions }: { requests: Count; sanctions: Count }) {
  const values = (count: Count) => ({ count: count.total, capped: count.totalCapped ? 'yes' : 'no' });
  return (
    <HStack as="nav" aria-labelledby="queue-also-waiting" gap={4} wrap="wrap" fontSize="sm">
      <Text id="queue-also-waiting" fontWeight="medium">
        <FormattedMessage id="staff.queue.alsoWaiting" />
      </Text>
      <Link asChild colorPalette="green" textDecoration="underline">
        <RouterLink to="/staff/certificate-requests" data-testid="queue-open-requests">
          <FormattedMessage id="staff.queue.openRequests" values={values(requests)} />
        </RouterLink>
      </Link>
      <Link asChild colorPalette="green" textDecoration="underline">
        <RouterLink to="/staff/applications?sanction=open" data-testid="queue-open-sanctions">
          <FormattedMessage id="staff.queue.openSanctions" values={values(sanctions)} />
        </RouterLink>
      </Link>
    </HStack>
  );
}
