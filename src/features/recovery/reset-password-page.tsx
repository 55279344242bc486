import { useEffect, useState } from 'react';
import { Alert, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { CatalogForm } from '../../forms/catalog-form';
import { isRateLimited, type FailureMessage } from '../../api/errors';
import { checkResetToken, recoverPassword, resetPassword } from './recovery-calls';

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
  const [step, setStep] = useState<Step>('checking');
  const [data, setData] = useState<ResetData>({ username, token });
  const [error, setError] = useState<FailureMessage | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    void checkResetToken(username, token).then((result) => {
      if (!current) return;
      if (result.ok) setStep('form');
      else if (isRateLimited(result)) {
        setError(result);
        setStep('unchecked');
      } else setStep('invalid');
    });
    return () => {
      current = false;
    };
  }, [username, token]);

  const submit = async (submitted: ResetData) => {
    setBusy(true);
    setError(null);
    const result = await resetPassword({
      username,
      token,
      password: submitted.password ?? '',
      password_confirmation: submitted.password_confirmation ?? '',
    });
    setBusy(false);
    if (result.ok) setStep('done');
    else if (result.messageId === 'errors.invalidToken') setStep('invalid');
    else setError(result);
  };
  const newLink = async () => {
    setBusy(true);
    const result = await recoverPassword(username);
    setBusy(false);
    if (result.ok) setStep('newLinkSent');
    else setError(isRateLimited(result) ? result : { messageId: 'accounts.errors.recovery' });
  };

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
      {error && message('error', error.messageId, error.values)}
      {step === 'invalid' && (
        <>
          {message('error', 'accounts.errors.invalidLink')}
          <Button colorPalette="green" onClick={newLink} loading={busy} alignSelf="start">
            <FormattedMessage id="accounts.reset.newLink" />
          </Button>
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
      <Link asChild colorPalette="green" fontSize="sm">
        <RouterLink to="/login">
          <FormattedMessage id="accounts.toSignIn" />
        </RouterLink>
      </Link>
    </Stack>
  );
}
