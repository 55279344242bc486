import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** Whether a message id has a translation (server message ids we do not know fall back to the action's). */
export function useKnownMessage(): (id: string) => boolean {
  const intl = useIntl();
  return useCallback((id: string) => intl.messages[id] !== undefined, [intl]);
}
