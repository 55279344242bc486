import { useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { isRateLimited, type FailureMessage } from '../../api/errors';
import { resendVerification } from './registration-calls';

/** "Send the confirmation email again"; says the same whether or not the account exists. */
export function ResendVerificationButton({ username }: { username: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | FailureMessage>('idle');
  return (
    <>
      <Button
        variant="outline"
        colorPalette="green"
        loading={state === 'busy'}
        onClick={async () => {
          setState('busy');
          const result = await resendVerification(username);
          // a rate limit says when to try again; other failures stay generic (nothing about the account)
          setState(result.ok ? 'sent' : isRateLimited(result) ? result : { messageId: 'errors.generic' });
        }}
      >
        <FormattedMessage id="accounts.verify.resend" />
      </Button>
      <Text role="status" fontSize="sm">
        {state === 'sent' && <FormattedMessage id="accounts.verify.resent" />}
        {typeof state === 'object' && <FormattedMessage id={state.messageId} values={state.values} />}
      </Text>
    </>
  );
}
