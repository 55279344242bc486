import { Suspense, use } from 'react';
import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { messageOf } from '../../api/request';
import { verifyEmail } from './registration-calls';
import { ResendVerificationButton } from './resend-verification-button';
import { RouteButton } from '../shared/route-links';

type State = { step: 'checking' } | { step: 'done'; status: string; already: boolean } | { step: 'failed'; messageId: string };

const doneMessage = (status: string, already: boolean) =>
  already
    ? status === 'pending_approval' ? 'accounts.verify.alreadyApproval' : 'accounts.verify.already'
    : status === 'pending_approval' ? 'accounts.verify.doneApproval' : 'accounts.verify.done';

type Verification = Promise<Exclude<State, { step: 'checking' }>>;

/**
 * The route's loader (after its guard, src/app/router.tsx): the link is confirmed as the page
 * opens, once per visit. The token is single-use: a loader runs once per navigation (strict
 * mode and re-renders do not ask again, and the page's resend is no route action), so the first
 * answer is the one shown, not "invalid link". Not awaited: the page says it is checking meanwhile.
 */
export function verifyEmailLoader({ request }: LoaderFunctionArgs): { verification: Verification | null } {
  const query = new URL(request.url).searchParams;
  const token = query.get('token') ?? '';
  const username = query.get('username') ?? '';
  if (!token || !username) return { verification: null };
  const verification: Verification = verifyEmail(username, token).then(
    (answer) => ({ step: 'done', status: answer.status, already: answer.already_confirmed }),
    (failed: unknown) => ({ step: 'failed', messageId: messageOf(failed).messageId }),
  );
  return { verification };
}

/** `/verify-email?token=…&username=…`: confirms the address as soon as the link is opened (and says so when it was before). */
export function VerifyEmailPage() {
  const [query] = useSearchParams();
  const username = query.get('username') ?? '';
  const { verification } = useLoaderData() as ReturnType<typeof verifyEmailLoader>;
  const checking: State = { step: 'checking' };
  return (
    <Stack gap={4}>
      <Heading as="h1" size="lg">
        <FormattedMessage id="accounts.verify.title" />
      </Heading>
      {verification ? (
        <Suspense fallback={<VerificationOutcome shown={checking} username={username} />}>
          <AnsweredVerification verification={verification} username={username} />
        </Suspense>
      ) : (
        <VerificationOutcome shown={{ step: 'failed', messageId: 'accounts.verify.missing' }} username={username} />
      )}
    </Stack>
  );
}

/** What the link's confirmation answered, once it did. */
function AnsweredVerification({ verification, username }: { verification: Verification; username: string }) {
  return <VerificationOutcome shown={use(verification)} username={username} />;
}

/** Checking, done or failed (with a new mail offered), and the way to sign in. */
function VerificationOutcome({ shown, username }: { shown: State; username: string }) {
  return (
    <>
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
    </>
  );
}
