import { useCallback } from 'react';
import { failureNotice, type NoticeMessage } from './notice';
import { useKnownMessage } from './use-known-message';

/** `failureNotice` with the current catalogue: `(error, fallbackId) => notice`. */
export function useFailureNotice(): (error: unknown, fallbackId: string) => NoticeMessage {
  const known = useKnownMessage();
  return useCallback((error: unknown, fallbackId: string) => failureNotice(error, fallbackId, known), [known]);
}
