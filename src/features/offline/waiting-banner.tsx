import { useState } from 'react';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/** A file kept on the device, as the banner lists it. */
export interface BannerFile {
  key: string;
  name: string;
  /** Message id of why it cannot go (the server's refusal, its draft gone); absent while it waits. */
  refused?: string;
}

export interface WaitingBannerProps {
  online: boolean;
  text: string;
  /** The account's files kept on the device: listed, each with Remove, when the person opens the list. */
  files: readonly BannerFile[];
  onRemove: (key: string) => void;
}

const LIST_ID = 'waiting-files-of-device';

/**
 * How the waiting indicator looks. Kept apart from its logic (waiting-indicator.tsx, loaded
 * later), so that lazy chunk imports neither Chakra nor react-intl: a lazy chunk reaching the
 * every-page code by paths no other screen takes makes the bundler split that code into one more
 * chunk every first load pays for (measured: 0.4 kB on /login's budget).
 *
 * Its list of files is the one place a file can be removed whose form is no longer offered (a
 * draft deleted on another device, a refused file of a form not open).
 */
export function WaitingBanner({ online, text, files, onRemove }: WaitingBannerProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <Box data-testid="waiting-indicator" bg={online ? 'blue.50' : 'orange.50'} borderBottomWidth="1px" px={{ base: 3, md: 8 }} py={2}>
      <Text role="status" textAlign="center" fontSize="sm">
        {text}
      </Text>
      {files.length > 0 && (
        <HStack justify="center">
          <Button size="xs" variant="plain" textDecoration="underline" aria-expanded={open} aria-controls={LIST_ID} onClick={() => setOpen(!open)}>
            {intl.formatMessage({ id: open ? 'offline.files.hide' : 'offline.files.show' }, { count: files.length })}
          </Button>
        </HStack>
      )}
      {open && files.length > 0 && (
        <Box as="ul" id={LIST_ID} listStyle="none" ms={0} maxW="40rem" mx="auto">
          {files.map((file) => (
            <HStack as="li" key={file.key} justify="space-between" gap={3} py={1} color={file.refused ? 'fg.error' : undefined} data-testid="device-file">
              <Text fontSize="sm" minW={0} overflowWrap="anywhere">
                <Text as="span" fontWeight="medium">{file.name}</Text>: {intl.formatMessage({ id: file.refused ?? 'upload.waiting' })}
              </Text>
              <Button size="xs" variant="outline" bg="white" aria-label={intl.formatMessage({ id: 'upload.removeName' }, { name: file.name })} onClick={() => onRemove(file.key)}>
                {intl.formatMessage({ id: 'upload.remove' })}
              </Button>
            </HStack>
          ))}
        </Box>
      )}
    </Box>
  );
}
