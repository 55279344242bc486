import { useIntl } from 'react-intl';
import { HStack, Text } from '@chakra-ui/react';

/** How far a paste of many rows has come, while the table takes them in slices. */
export function PasteProgress({ done, total }: { done: number; total: number }) {
  const intl = useIntl();
  const message = intl.formatMessage({ id: 'renderers.table.pasting' }, { done, total });
  return (
    <HStack gap={2} mb={1} wrap="wrap">
      <progress className="table-paste-progress" value={done} max={total} aria-label={message} />
      <Text fontSize="sm" color="fg.muted" aria-hidden="true">
        {message}
      </Text>
    </HStack>
  );
}
