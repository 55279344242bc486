import { Alert } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { failureMessage } from '../../api/errors';

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
 * The message to show for a failed call: the server's own when it has one we know, else the
 * action's. Given the response, a rate limit (429) also says how many minutes to wait.
 */
export function failureNotice(error: unknown, fallbackId: string, known: (id: string) => boolean, response?: Response): NoticeMessage {
  const withWait = failureMessage({ error, response });
  if (withWait.values) return { kind: 'error', id: withWait.messageId, values: withWait.values };
  const id = (error as { messageId?: unknown } | undefined)?.messageId;
  return { kind: 'error', id: typeof id === 'string' && id !== 'errors.invalidRequest' && known(id) ? id : fallbackId };
}
