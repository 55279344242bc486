import { useEffect, useState } from 'react';
import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { verifyEmail } from './registration-calls';
import { ResendVerificationButton } from './resend-verification-button';

// The token is single-use: a second run of the effect (React strict mode, a re-render)
// must reuse the first answer instead of spending it again and reading "invalid link".
const attempts = new Map<string, ReturnType<typeof verifyEmail>>();
function verifyOnce(username: string, token: string) {
  let attempt = attempts.get(token);
  if (!attempt) attempts.set(token, (attempt = verifyEmail(username, token)));
  return attempt;
}

type State = { step: 'checking' } | { step: 'done'; status: string } | { step: 'failed'; messageId: string };

/** `/verify-email?token=…&username=…`: confirms the address as soon as the link is opened. */
export function VerifyEmailPage() {
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const username = query.get('username') ?? '';
  const complete = Boolean(token && username);
  const [state, setState] = useState<State>({ step: 'checking' });

  useEffect(() => {
    if (!complete) return;
    let current = true;
    void verifyOnce(username, token).then((result) => {
      if (!current) return;
      setState(result.ok ? { step: 'done', status: result.data.status } : { step: 'failed', messageId: result.messageId });
    });
    return () => {
      current = false;
    };
  }, [complete, username, token]);

  const shown: State = complete ? state : { step: 'failed', messageId: 'accounts.verify.missing' };
  return (
    <Stack gap={4}>
      <Heading as="h1" size="lg">
        <FormattedMessage id="accounts.verify.title" />
      </Heading>
      {shown.step === 'checking' && (
        <Text role="status">
          <FormattedMessage id="accounts.verify.checking" />
        </Text>
      )}
      {shown.step === 'done' && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id={shown.status === 'pending_approval' ? 'accounts.verify.doneApproval' : 'accounts.verify.done'} />
          </Alert.Title>
        </Alert.Root>
      )}
      {shown.step === 'failed' && (
        <>
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>
              <FormattedMessage id={shown.messageId} />
            </Alert.Title>
          </Alert.Root>
          {username && <ResendVerificationButton username={username} />}
        </>
      )}
      <Button asChild variant="ghost" colorPalette="green" alignSelf="start">
        <RouterLink to="/login">
          <FormattedMessage id="accounts.toSignIn" />
        </RouterLink>
      </Button>
    </Stack>
  );
}
