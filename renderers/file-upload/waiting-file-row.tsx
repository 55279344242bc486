import { Button, HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { WaitingFile } from './waiting-files';

/** A file kept on the device until it can be sent (issue 32), or one the server refused: named, with Remove. */
export function WaitingFileRow({ file, onRemove }: { file: WaitingFile; onRemove: () => void }) {
  const intl = useIntl();
  return (
    <HStack as="li" justify="space-between" gap={3} py={1} color={file.refused ? 'fg.error' : undefined} data-testid="waiting-file">
      <Text role={file.refused ? 'alert' : undefined} fontSize="sm">
        <Text as="span" fontWeight="medium">{file.name}</Text>: {intl.formatMessage({ id: file.refused ?? 'upload.waiting' })}
      </Text>
      <Button size="xs" variant="ghost" aria-label={intl.formatMessage({ id: 'upload.removeName' }, { name: file.name })} onClick={onRemove}>
        {intl.formatMessage({ id: 'upload.remove' })}
      </Button>
    </HStack>
  );
}
