import { Alert } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { messageOf } from '../../api/request';
import type { FailureMessage } from '../../api/errors';

export interface NoticeMessage {
  kind: 'success' | 'error';
  id: string;
  values?: Record<string, string | number>;
}

/**
 * A translated outcome of an action: announced politely on success, at once on error. `mb={0}`
 * where the page's stack already spaces it.
 */
export function Notice({ notice, mb = 4 }: { notice: NoticeMessage | null; mb?: number }) {
  if (!notice) return null;
  return (
    <Alert.Root status={notice.kind} role={notice.kind === 'error' ? 'alert' : 'status'} mb={mb}>
      <Alert.Indicator />
      <Alert.Title>
        <FormattedMessage id={notice.id} values={notice.values} />
      </Alert.Title>
    </Alert.Root>
  );
}

/** The server's own message of a failure, as it said it (a sign-in or a registration refused). */
export const refusalNotice = (failure: FailureMessage | null): NoticeMessage | null =>
  failure && { kind: 'error', id: failure.messageId, values: failure.values };

/** The server's own message of a refused call (what a mutation rejected with), or none before one. */
export const errorNotice = (error: unknown): NoticeMessage | null => (error ? refusalNotice(messageOf(error)) : null);

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
