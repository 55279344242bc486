import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { CatalogForm } from '../../forms/catalog-form';
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

  const message = (status: 'success' | 'error', id: string, values?: Record<string, number>) => (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>
        <FormattedMessage id={id} values={values} />
      </Alert.Title>
    </Alert.Root>
  );

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
        <CatalogForm<ResetData>
          formId="forms/reset-password"
          formData={data}
          onChange={(next) => setData({ ...next, username, token })}
          onSubmit={submit}
          busy={busy}
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
