import { useMutation } from '@tanstack/react-query';
import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { isRateLimited } from '../../api/errors';
import { messageOf } from '../../api/query';
import { resendVerification } from './registration-calls';
import { BusyButton } from '../../forms/busy-button';

/** "Send the confirmation email again"; says the same whether or not the account exists. */
export function ResendVerificationButton({ username }: { username: string }) {
  const resending = useMutation({ mutationFn: () => resendVerification(username) });
  const failure = resending.error ? messageOf(resending.error) : null;
  // a rate limit says when to try again; other failures stay generic (nothing about the account)
  const shown = failure && (isRateLimited(failure) ? failure : { messageId: 'errors.generic', values: undefined });
  return (
    <>
      <BusyButton
        variant="outline"
        colorPalette="green"
        busy={resending.isPending}
        onClick={() => resending.mutate()}
      >
        <FormattedMessage id="accounts.verify.resend" />
      </BusyButton>
      <Text role="status" fontSize="sm">
        {resending.isSuccess && <FormattedMessage id="accounts.verify.resent" />}
        {shown && <FormattedMessage id={shown.messageId} values={shown.values} />}
      </Text>
    </>
  );
}
