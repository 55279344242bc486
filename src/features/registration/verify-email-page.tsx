import { useQuery } from '@tanstack/react-query';
import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { messageOf } from '../../api/query';
import { verifyEmail } from './registration-calls';
import { ResendVerificationButton } from './resend-verification-button';
import { RouteButton } from '../shared/route-links';

type State = { step: 'checking' } | { step: 'done'; status: string; already: boolean } | { step: 'failed'; messageId: string };

const doneMessage = (status: string, already: boolean) =>
  already
    ? status === 'pending_approval' ? 'accounts.verify.alreadyApproval' : 'accounts.verify.already'
    : status === 'pending_approval' ? 'accounts.verify.doneApproval' : 'accounts.verify.done';

/** `/verify-email?token=…&username=…`: confirms the address as soon as the link is opened (and says so when it was before). */
export function VerifyEmailPage() {
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const username = query.get('username') ?? '';
  const complete = Boolean(token && username);
  // The token is single-use: one query per token, never retried and never read again
  // (strict mode, a re-render), so that the first answer is the one shown, not "invalid link".
  const verification = useQuery({
    queryKey: ['verify-email', username, token],
    queryFn: () => verifyEmail(username, token),
    enabled: complete,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const state: State = verification.isSuccess
    ? { step: 'done', status: verification.data.status, already: verification.data.already_confirmed }
    : verification.isError
      ? { step: 'failed', messageId: messageOf(verification.error).messageId }
      : { step: 'checking' };

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
            <FormattedMessage id={doneMessage(shown.status, shown.already)} />
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
      <RouteButton to="/login" variant={shown.step === 'done' ? 'solid' : 'ghost'} colorPalette="green" alignSelf="start">
        <FormattedMessage id="accounts.toSignIn" />
      </RouteButton>
    </Stack>
  );
}
