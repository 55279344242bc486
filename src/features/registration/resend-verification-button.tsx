import { useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { resendVerification } from './registration-calls';

/** "Send the confirmation email again"; says the same whether or not the account exists. */
export function ResendVerificationButton({ username }: { username: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'failed'>('idle');
  return (
    <>
      <Button
        variant="outline"
        colorPalette="green"
        loading={state === 'busy'}
        onClick={async () => {
          setState('busy');
          setState((await resendVerification(username)).ok ? 'sent' : 'failed');
        }}
      >
        <FormattedMessage id="accounts.verify.resend" />
      </Button>
      <Text role="status" fontSize="sm">
        {state === 'sent' && <FormattedMessage id="accounts.verify.resent" />}
        {state === 'failed' && <FormattedMessage id="errors.generic" />}
      </Text>
    </>
  );
}
