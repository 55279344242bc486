import type { NoticeMessage } from './notice';
import { useFailureNotice } from './use-failure-notice';

/**
 * The notice of a call a form made (a mutation): its failure (the server's message when known,
 * else `failureId`), or `successId` once it succeeded, where the page says so in place rather
 * than in a toast; none before.
 */
export function useOutcomeNotice(sending: { isSuccess: boolean; error: unknown }, failureId: string, successId?: string): NoticeMessage | null {
  const failed = useFailureNotice();
  if (sending.error) return failed(sending.error, failureId);
  return sending.isSuccess && successId ? { kind: 'success', id: successId } : null;
}
