import { Box } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { UiSchema } from '@rjsf/utils';
import { SendingForm } from '../shared/sending-form';
import { notifySuccess } from '../notify/toaster';
import { useFreshForm } from '../shared/use-fresh-form';
import { RefusalNotice } from './refusal-notice';

/** The part of a TanStack mutation this form uses (each caller's own hook gives it). */
interface Sending<T> {
  mutate: (body: T, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  error: unknown;
}

interface Props<T> {
  formId: string;
  idPrefix: string;
  testId: string;
  submitId: string;
  /** The toast that confirms a send. */
  sentId: string;
  sending: Sending<T>;
  uiOverrides?: UiSchema;
}

/**
 * A card with a form that is sent again and again on one application (an invoice, a
 * certificate request): a refusal keeps what was typed and names the field; a send confirms
 * with a toast and offers the form again, empty and untouched.
 */
export function SendAgainForm<T>({ formId, idPrefix, testId, submitId, sentId, sending, uiOverrides }: Props<T>) {
  const intl = useIntl();
  const { data, setData, formKey, startAgain } = useFreshForm<Partial<T>>({});
  return (
    <Box borderWidth="1px" borderRadius="md" p={4} bg="white" data-testid={testId}>
      <RefusalNotice error={sending.error} />
      <SendingForm<Partial<T>>
        formId={formId}
        idPrefix={idPrefix}
        answers={{ data, setData, formKey }}
        sending={sending}
        uiOverrides={uiOverrides}
        submitId={submitId}
        onSubmit={(body) =>
          // the form's own validation has passed: what it sends is the whole body
          sending.mutate(body as T, {
            onSuccess: () => {
              startAgain();
              notifySuccess(intl.formatMessage({ id: sentId }));
            },
          })
        }
      />
    </Box>
  );
}
