import { Text } from '@chakra-ui/react';
import { FormattedMessage, FormattedTime } from 'react-intl';
import type { DraftSnapshot } from './draft-saver';

/** Where the answers are: saved (when), saving, kept on this device while offline, not saved (refused). */
export function SaveStatus({ snapshot }: { snapshot: DraftSnapshot }) {
  // refused: "Not saved" while the message at the top says why, also while a save is tried again
  const refused = snapshot.refusal !== null && snapshot.status !== 'saved';
  const color = refused || snapshot.status === 'offline' || snapshot.status === 'failed' ? 'orange.700' : 'gray.600';
  return (
    <Text role="status" aria-live="polite" fontSize="sm" color={color} data-testid="save-status" data-status={refused ? 'refused' : snapshot.status}>
      {refused ? (
        <FormattedMessage id="applications.save.refused" />
      ) : snapshot.status === 'saved' && snapshot.savedAt ? (
        <FormattedMessage
          id="applications.save.savedAt"
          values={{ time: <FormattedTime key="time" value={snapshot.savedAt} hour="2-digit" minute="2-digit" /> }}
        />
      ) : snapshot.status === 'failed' ? (
        <FormattedMessage id={snapshot.errorId ?? 'errors.generic'} values={snapshot.errorValues ?? undefined} />
      ) : (
        <FormattedMessage id={`applications.save.${snapshot.status}`} />
      )}
    </Text>
  );
}
