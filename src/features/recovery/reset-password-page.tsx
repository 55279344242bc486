import { startTransition, useState, useTransition } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useLoaderData, useSearchParams } from 'react-router';
import { SendingForm } from '../shared/sending-form';
import { Notice } from '../shared/notice';
import { isRateLimited, type FailureMessage } from '../../api/errors';
import { messageOf } from '../../api/request';
import { recoverPassword, resetPassword } from './recovery-calls';
import type { ResetLinkCheck } from './reset-password-route';
import { BusyButton } from '../../forms/busy-button';
import { RouteLink } from '../shared/route-links';

// the route's loader comes with the screen's chunk (announced with the page: scripts/vite-route-preloads.ts)
export { resetPasswordLoader } from './reset-password-route';

interface ResetData {
  username: string;
  token: string;
  password?: string;
  password_confirmation?: string;
}

// 'unchecked': the link could not be checked now (rate limit); the error says when to reload
type Step = 'unchecked' | 'form' | 'invalid' | 'done' | 'newLinkSent';

/**
 * `/reset-password?token&username` (the guard sends incomplete links to /login). The link is
 * checked first, by the route's loader, so an invalid or expired one says so before anything
 * is typed, and offers a new link.
 */
export function ResetPasswordPage() {
  const [query] = useSearchParams();
  const username = query.get('username') ?? '';
  const token = query.get('token') ?? '';
  const check = useLoaderData() as ResetLinkCheck;
  const [outcome, setOutcome] = useState<Step | null>(null);
  const [data, setData] = useState<ResetData>({ username, token });
  const [error, setError] = useState<FailureMessage | null>(null);
  // the reset's own refusal: what the server refused in the fields shows at them
  const [refused, setRefused] = useState<unknown>(null);
  const checkFailure = check.valid ? null : check.failure;
  const step: Step = outcome ?? (check.valid ? 'form' : isRateLimited(check.failure) ? 'unchecked' : 'invalid');
  const shownError = error ?? (step === 'unchecked' ? checkFailure : null);

  // React actions (docs/architecture.md, "Guests' screens"): both buttons busy while either is sent
  const [busy, startSending] = useTransition();
  const submit = (submitted: ResetData) => {
    setError(null);
    setRefused(null);
    startSending(async () => {
      try {
        await resetPassword({ username, token, password: submitted.password ?? '', password_confirmation: submitted.password_confirmation ?? '' });
        startTransition(() => setOutcome('done'));
      } catch (failed) {
        const failure = messageOf(failed);
        startTransition(() => {
          setRefused(failed);
          if (failure.messageId === 'errors.invalidToken') setOutcome('invalid');
          else setError(failure);
        });
      }
    });
  };
  const newLink = () =>
    startSending(async () => {
      try {
        await recoverPassword(username);
        startTransition(() => setOutcome('newLinkSent'));
      } catch (failed) {
        const failure = messageOf(failed);
        startTransition(() => setError(isRateLimited(failure) ? failure : { messageId: 'accounts.errors.recovery' }));
      }
    });

  const message = (kind: 'success' | 'error', id: string, values?: Record<string, number>) => <Notice notice={{ kind, id, values }} mb={0} />;

  return (
    <Stack gap={4}>
      <Heading as="h1" size="lg">
        <FormattedMessage id="accounts.reset.title" />
      </Heading>
      {shownError && message('error', shownError.messageId, shownError.values)}
      {step === 'invalid' && (
        <>
          {message('error', 'accounts.errors.invalidLink')}
          <BusyButton colorPalette="green" onClick={newLink} busy={busy} alignSelf="start">
            <FormattedMessage id="accounts.reset.newLink" />
          </BusyButton>
        </>
      )}
      {step === 'newLinkSent' && message('success', 'accounts.recovery.sent')}
      {step === 'done' && message('success', 'accounts.reset.done')}
      {step === 'form' && (
        <SendingForm<ResetData>
          formId="forms/reset-password"
          answers={{ data, setData: (next) => setData({ ...next, username, token }) }}
          sending={{ isPending: busy, error: refused }}
          busy={busy}
          onSubmit={submit}
          submitId="accounts.save"
          fullWidth
        />
      )}
      <RouteLink to="/login" fontSize="sm">
        <FormattedMessage id="accounts.toSignIn" />
      </RouteLink>
    </Stack>
  );
}
