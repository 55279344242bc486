import type { LoaderFunctionArgs } from 'react-router';
import type { FailureMessage } from '../../api/errors';
import { messageOf } from '../../api/request';
import { checkResetToken } from './recovery-calls';

/** What the check of a reset link answered: valid, or why not (a rate limit: not checked now). */
export type ResetLinkCheck = { valid: true } | { valid: false; failure: FailureMessage };

/**
 * `/reset-password`'s loader (after its guard, src/app/router.tsx): the link is checked before
 * the page paints, so an invalid or expired one says so before anything is typed. Asked once per
 * visit, never retried: a refusal is final, and the page's writes are no route actions, so
 * nothing asks it again.
 */
export async function resetPasswordLoader({ request }: LoaderFunctionArgs): Promise<ResetLinkCheck> {
  const query = new URL(request.url).searchParams;
  try {
    await checkResetToken(query.get('username') ?? '', query.get('token') ?? '');
    return { valid: true };
  } catch (error) {
    return { valid: false, failure: messageOf(error) };
  }
}
