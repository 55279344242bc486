import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { SendingForm } from '../shared/sending-form';
import { Notice } from '../shared/notice';
import { isRateLimited, type FailureMessage } from '../../api/errors';
import { messageOf } from '../../api/query';
import { checkResetToken, recoverPassword, resetPassword } from './recovery-calls';
import { BusyButton } from '../../forms/busy-button';
import { RouteLink } from '../shared/route-links';

interface ResetData {
  username: string;
  token: string;
  password?: string;
  password_confirmation?: string;
}

// 'unchecked': the link could not be checked now (rate limit); the error says when to reload
type Step = 'checking' | 'unchecked' | 'form' | 'invalid' | 'done' | 'newLinkSent';

/**
 * `/reset-password?token&username` (the guard sends incomplete links to /login). The link is
 * checked first, so an invalid or expired one says so before anything is typed, and offers a
 * new link.
 */
export function ResetPasswordPage() {
  const [query] = useSearchParams();
  const username = query.get('username') ?? '';
  const token = query.get('token') ?? '';
  // The link's check is a read: asked once per link, never retried (a refusal is final).
  const check = useQuery({
    queryKey: ['reset-token', username, token],
    queryFn: () => checkResetToken(username, token),
    retry: false,
    staleTime: Infinity,
  });
  const [outcome, setOutcome] = useState<Step | null>(null);
  const [data, setData] = useState<ResetData>({ username, token });
  const [error, setError] = useState<FailureMessage | null>(null);
  const checkFailure = check.error ? messageOf(check.error) : null;
  const step: Step =
    outcome ?? (check.isPending ? 'checking' : check.isSuccess ? 'form' : checkFailure && isRateLimited(checkFailure) ? 'unchecked' : 'invalid');
  const shownError = error ?? (step === 'unchecked' ? checkFailure : null);

  const resetting = useMutation({
    mutationFn: resetPassword,
    onMutate: () => setError(null),
    onSuccess: () => setOutcome('done'),
    onError: (failed) => {
      const failure = messageOf(failed);
      if (failure.messageId === 'errors.invalidToken') setOutcome('invalid');
      else setError(failure);
    },
  });
  const askingLink = useMutation({
    mutationFn: recoverPassword,
    onSuccess: () => setOutcome('newLinkSent'),
    onError: (failed) => {
      const failure = messageOf(failed);
      setError(isRateLimited(failure) ? failure : { messageId: 'accounts.errors.recovery' });
    },
  });
  const busy = resetting.isPending || askingLink.isPending;
  const submit = (submitted: ResetData) =>
    resetting.mutate({ username, token, password: submitted.password ?? '', password_confirmation: submitted.password_confirmation ?? '' });
  const newLink = () => askingLink.mutate(username);

  const message = (kind: 'success' | 'error', id: string, values?: Record<string, number>) => <Notice notice={{ kind, id, values }} mb={0} />;

  return (
    <Stack gap={4}>
      <Heading as="h1" size="lg">
        <FormattedMessage id="accounts.reset.title" />
      </Heading>
      {step === 'checking' && <Text role="status">…</Text>}
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
          sending={resetting}
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
