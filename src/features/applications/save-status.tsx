import { Text } from '@chakra-ui/react';
import { FormattedMessage, FormattedTime } from 'react-intl';
import type { DraftSnapshot } from './draft-saver';

/** Where the answers are: saved (when), saving, kept on this device while offline. */
export function SaveStatus({ snapshot }: { snapshot: DraftSnapshot }) {
  const color = snapshot.status === 'offline' || snapshot.status === 'failed' ? 'orange.700' : 'gray.600';
  return (
    <Text role="status" aria-live="polite" fontSize="sm" color={color} data-testid="save-status" data-status={snapshot.status}>
      {snapshot.status === 'saved' && snapshot.savedAt ? (
        <FormattedMessage
          id="applications.save.savedAt"
          values={{ time: <FormattedTime value={snapshot.savedAt} hour="2-digit" minute="2-digit" /> }}
        />
      ) : snapshot.status === 'failed' ? (
        <FormattedMessage id={snapshot.errorId ?? 'errors.generic'} values={snapshot.errorValues ?? undefined} />
      ) : (
        <FormattedMessage id={`applications.save.${snapshot.status}`} />
      )}
    </Text>
  );
}
