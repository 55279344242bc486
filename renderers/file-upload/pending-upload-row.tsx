import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { PendingUpload } from './use-file-uploads';

export interface PendingUploadRowProps {
  upload: PendingUpload;
  onCancel: () => void;
  onDismiss: () => void;
}

/** A file on its way up (progress bar, cancel) or one that failed (message, dismiss). */
export function PendingUploadRow({ upload, onCancel, onDismiss }: PendingUploadRowProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'upload.uploading' }, { name: upload.name });
  if (upload.error) {
    return (
      <HStack as="li" justify="space-between" gap={3} py={1} color="fg.error">
        <Text role="alert">
          <Text as="span" fontWeight="medium">{upload.name}</Text>: {intl.formatMessage({ id: upload.error })}
        </Text>
        <Button size="xs" variant="ghost" onClick={onDismiss}>
          {intl.formatMessage({ id: 'upload.dismiss' })}
        </Button>
      </HStack>
    );
  }
  return (
    <HStack as="li" gap={3} py={1}>
      <Stack flex="1" gap={1}>
        <Text fontSize="sm">{upload.name}</Text>
        <Progress.Root value={Math.round(upload.progress * 100)} max={100} size="sm" colorPalette="green">
          <Progress.Track aria-label={label}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Stack>
      <Button size="xs" variant="outline" onClick={onCancel}>
        {intl.formatMessage({ id: 'upload.cancel' })}
      </Button>
    </HStack>
  );
}
