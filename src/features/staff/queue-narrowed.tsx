import { Button, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { QueueFilters } from '../lifecycle/lifecycle-api';

/**
 * The filters the queue takes from the overview's links and has no control of its own for
 * (one region's operators, one staff member's applications): said above the list, each with a
 * button that lifts it, so nobody wonders why the queue is short.
 */
export function QueueNarrowed({ value, onChange }: { value: QueueFilters; onChange: (next: QueueFilters) => void }) {
  const narrowed = (['region', 'member'] as const).filter((key) => value[key] !== undefined);
  if (narrowed.length === 0) return null;
  return (
    <HStack gap={3} wrap="wrap" fontSize="sm" data-testid="queue-narrowed">
      {narrowed.map((key) => (
        <HStack key={key} gap={2} borderWidth="1px" borderRadius="md" px={2} py={1} bg="green.50">
          <Text>
            <FormattedMessage id={`staff.queue.narrowed.${key}`} />
          </Text>
          <Button
            size="xs"
            variant="outline"
            onClick={() => {
              const next = { ...value };
              delete next[key];
              onChange(next);
            }}
          >
            <FormattedMessage id={`staff.queue.narrowed.${key}Remove`} />
          </Button>
        </HStack>
      ))}
    </HStack>
  );
}
