import { List, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { components } from '../../api/schema.gen';
import { publicDay, statusName } from './public-values';

// Its own file: the public register's entries show it without the rest of a certificate's public page.
type Scheduled = components['schemas']['PublicCertificate']['scheduled'];


/** The changes of its status recorded ahead of their day: "Scheduled: Suspended from 5 Dec 2026", with the products concerned. */
export function ScheduledChanges({ scheduled }: { scheduled: Scheduled }) {
  if (scheduled.length === 0) return null;
  return (
    <List.Root ps={0} gap={1} data-testid="certificate-scheduled">
      {scheduled.map((change) => (
        <List.Item key={`${change.from}-${change.status}`} listStyleType="none">
          <Text fontSize="sm" fontWeight="semibold">
            <FormattedMessage id="certificates.verify.scheduled" values={{ status: statusName(change.status), date: publicDay(change.from) }} />
          </Text>
          {change.items.length > 0 && (
            <Text fontSize="sm" color="gray.700">
              <FormattedMessage id="certificates.verify.scheduledItems" values={{ items: change.items.join(', ') }} />
            </Text>
          )}
        </List.Item>
      ))}
    </List.Root>
  );
}
