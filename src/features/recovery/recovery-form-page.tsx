import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { CatalogForm } from '../../forms/catalog-form';
import { isRateLimited } from '../../api/errors';
import { messageOf } from '../../api/query';
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
  const sending = useMutation({ mutationFn: send });
  const busy = sending.isPending;
  const result = sending.isSuccess ? { ok: true as const } : sending.error ? { ok: false as const, ...messageOf(sending.error) } : null;
  const submit = (submitted: T) => sending.mutate(submitted);
  return (
    <Stack gap={4}>
      <Heading as="h1" size="lg">
        <FormattedMessage id={titleId} />
      </Heading>
      <Text color="gray.600">
        <FormattedMessage id={descriptionId} />
      </Text>
      {result && (
        <Alert.Root status={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
          <Alert.Indicator />
          <Alert.Title>
            {result.ok ? (
              <FormattedMessage id="accounts.recovery.sent" />
            ) : isRateLimited(result) ? (
              <FormattedMessage id={result.messageId} values={result.values} />
            ) : (
              <FormattedMessage id="accounts.errors.recovery" />
            )}
          </Alert.Title>
        </Alert.Root>
      )}
      <CatalogForm<T>
        formId={formId}
        formData={data}
        onChange={setData}
        onSubmit={submit}
        busy={busy}
        submitId="accounts.send"
        fullWidth
      />
      <RouteLink to="/login" fontSize="sm">
        <FormattedMessage id="accounts.toSignIn" />
      </RouteLink>
    </Stack>
  );
}
