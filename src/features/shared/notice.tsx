import { Alert } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { messageOf } from '../../api/query';

export interface NoticeMessage {
  kind: 'success' | 'error';
  id: string;
  values?: Record<string, string | number>;
}

/** A translated outcome of an action: announced politely on success, at once on error. */
export function Notice({ notice }: { notice: NoticeMessage | null }) {
  if (!notice) return null;
  return (
    <Alert.Root status={notice.kind} role={notice.kind === 'error' ? 'alert' : 'status'} mb={4}>
      <Alert.Indicator />
      <Alert.Title>
        <FormattedMessage id={notice.id} values={notice.values} />
      </Alert.Title>
    </Alert.Root>
  );
}

/**
 * The message to show for a failed call (what a query or mutation rejected with): the
 * server's own when it has one we know, else the action's. A rate limit (429) also says how
 * many minutes to wait.
 */
export function failureNotice(error: unknown, fallbackId: string, known: (id: string) => boolean): NoticeMessage {
  const failure = messageOf(error);
  if (failure.values) return { kind: 'error', id: failure.messageId, values: failure.values };
  const id = failure.messageId;
  return { kind: 'error', id: id !== 'errors.invalidRequest' && known(id) ? id : fallbackId };
}
