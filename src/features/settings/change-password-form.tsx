import { useMutation } from '@tanstack/react-query';
import { Heading, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../../api/client';
import { messageOf, request } from '../../api/query';
import { notifySuccess } from '../notify/toaster';
import { Notice } from '../shared/notice';
import { useFreshForm } from '../shared/use-fresh-form';
import { SendingForm } from '../shared/sending-form';

type Passwords = Record<string, string | undefined>;

/** Change password: the previous one is checked by the server ("previous password mismatch"). */
export function ChangePasswordForm() {
  const intl = useIntl();
  const answers = useFreshForm<Passwords>({});
  const changing = useMutation({
    mutationFn: (body: { current_password: string; password: string; password_confirmation: string }) =>
      request(() => api.POST('/users/password/change', { body })),
    onSuccess: () => {
      answers.startAgain();
      notifySuccess(intl.formatMessage({ id: 'accounts.settings.passwordChanged' }));
    },
  });
  const errorId = changing.error ? messageOf(changing.error).messageId : null;

  const submit = (submitted: Passwords) =>
    changing.mutate({
      current_password: submitted.current_password ?? '',
      password: submitted.password ?? '',
      password_confirmation: submitted.password_confirmation ?? '',
    });

  return (
    <Stack gap={3} maxW="md">
      <Heading as="h2" size="md">
        <FormattedMessage id="accounts.changePassword.title" />
      </Heading>
      <Notice notice={errorId ? { kind: 'error', id: errorId } : null} />
      <SendingForm<Passwords> formId="forms/change-password" answers={answers} sending={changing} onSubmit={submit} submitId="accounts.changePassword.title" />
    </Stack>
  );
}
