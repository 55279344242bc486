import { startTransition, useState, useTransition } from 'react';
import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { isRateLimited } from '../../api/errors';
import { messageOf } from '../../api/request';
import { resendVerification } from './registration-calls';
import { BusyButton } from '../../forms/busy-button';

/** "Send the confirmation email again"; says the same whether or not the account exists. */
export function ResendVerificationButton({ username }: { username: string }) {
  // a React action (docs/architecture.md, "Guests' screens"): busy while sent, then its outcome
  const [pending, startResending] = useTransition();
  const [outcome, setOutcome] = useState<{ sent: true } | { error: unknown } | null>(null);
  const resend = () => {
    setOutcome(null); // a new attempt: the last one's outcome goes while it is sent
    startResending(async () => {
      const next = await resendVerification(username).then(
        () => ({ sent: true }) as const,
        (failed: unknown) => ({ error: failed }),
      );
      startTransition(() => setOutcome(next));
    });
  };
  const failure = outcome && 'error' in outcome ? messageOf(outcome.error) : null;
  // a rate limit says when to try again; other failures stay generic (nothing about the account)
  const shown = failure && (isRateLimited(failure) ? failure : { messageId: 'errors.generic', values: undefined });
  return (
    <>
      <BusyButton
        variant="outline"
        colorPalette="green"
        busy={pending}
        onClick={resend}
      >
        <FormattedMessage id="accounts.verify.resend" />
      </BusyButton>
      <Text role="status" fontSize="sm">
        {outcome && 'sent' in outcome && <FormattedMessage id="accounts.verify.resent" />}
        {shown && <FormattedMessage id={shown.messageId} values={shown.values} />}
      </Text>
    </>
  );
}
