import { startTransition, useState, useTransition } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { SendingForm } from '../shared/sending-form';
import { Notice, refusalNotice, type NoticeMessage } from '../shared/notice';
import { isRateLimited } from '../../api/errors';
import { messageOf } from '../../api/request';
import { RouteLink } from '../shared/route-links';

interface Props<T> {
  formId: 'forms/forgot-username' | 'forms/forgot-password';
  titleId: string;
  descriptionId: string;
  send: (data: T) => Promise<unknown>;
}

/**
 * Forgot username / forgot password: one field, then the same "if an account matches, we
 * mailed it" whatever the answer, so that nobody learns which accounts exist.
 */
export function RecoveryFormPage<T extends Record<string, unknown>>({ formId, titleId, descriptionId, send }: Props<T>) {
  const [data, setData] = useState<T>({} as T);
  // a React action (docs/architecture.md, "Guests' screens"): busy while sent, then its outcome
  const [pending, startSending] = useTransition();
  const [outcome, setOutcome] = useState<{ sent: true } | { error: unknown } | null>(null);
  const error = outcome && 'error' in outcome ? outcome.error : null;
  // the same words whether or not an account matched; only a rate limit says more (when to try again)
  const failure = error ? messageOf(error) : null;
  const notice: NoticeMessage | null = outcome && 'sent' in outcome
    ? { kind: 'success', id: 'accounts.recovery.sent' }
    : failure && (isRateLimited(failure) ? refusalNotice(failure) : { kind: 'error', id: 'accounts.errors.recovery' });
  const submit = (submitted: T) => {
    setOutcome(null); // a new attempt: the last one's outcome goes while it is sent
    startSending(async () => {
      const next = await send(submitted).then(
        () => ({ sent: true }) as const,
        (failed: unknown) => ({ error: failed }),
      );
      startTransition(() => setOutcome(next));
    });
  };
  return (
    <Stack gap={4}>
      <Heading as="h1" size="lg">
        <FormattedMessage id={titleId} />
      </Heading>
      <Text color="gray.600">
        <FormattedMessage id={descriptionId} />
      </Text>
      <Notice notice={notice} mb={0} />
      <SendingForm<T> formId={formId} answers={{ data, setData }} sending={{ isPending: pending, error }} onSubmit={submit} submitId="accounts.send" fullWidth />
      <RouteLink to="/login" fontSize="sm">
        <FormattedMessage id="accounts.toSignIn" />
      </RouteLink>
    </Stack>
  );
}
