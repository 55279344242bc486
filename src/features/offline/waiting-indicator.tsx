import { Box, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useWaiting } from './use-waiting';

/**
 * The one place that says what waits on this device to be sent (issue 32): shown while offline
 * or while anything waits; nothing when all is sent and the network is there.
 */
export function WaitingIndicator() {
  const intl = useIntl();
  const { online, changes, lastSent } = useWaiting();
  if (online && changes === 0) return null;
  const parts: string[] = [];
  if (!online) parts.push(`${intl.formatMessage({ id: 'offline.indicator.offline' })}.`);
  if (changes > 0) {
    const what = intl.formatMessage({ id: 'offline.indicator.changes' }, { count: changes });
    parts.push(intl.formatMessage({ id: 'offline.indicator.waiting' }, { what }));
    parts.push(intl.formatMessage({ id: online ? 'offline.indicator.sending' : 'offline.indicator.whenOnline' }));
  } else {
    parts.push(intl.formatMessage({ id: 'offline.indicator.nothingWaiting' }));
  }
  if (lastSent) {
    const sent = new Date(lastSent);
    const today = sent.toDateString() === new Date().toDateString();
    const time = today ? intl.formatTime(sent, { hour: 'numeric', minute: '2-digit' }) : intl.formatDate(sent, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
    parts.push(intl.formatMessage({ id: 'offline.indicator.lastSent' }, { time }));
  }
  return (
    <Box role="status" data-testid="waiting-indicator" bg={online ? 'blue.50' : 'orange.50'} borderBottomWidth="1px" px={{ base: 3, md: 8 }} py={2}>
      <Text textAlign="center" fontSize="sm">
        {parts.join(' ')}
      </Text>
    </Box>
  );
}
