import { useState } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CatalogForm } from '../../forms/catalog-form';
import { api } from '../../api/client';
import { errorMessageId } from '../../api/errors';
import { notifySuccess } from '../notify/toaster';
import { Notice } from '../shared/notice';

type Passwords = Record<string, string | undefined>;

/** Change password: the previous one is checked by the server ("previous password mismatch"). */
export function ChangePasswordForm() {
  const intl = useIntl();
  const [data, setData] = useState<Passwords>({});
  const [errorId, setErrorId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A new key after success gives an empty form with no "touched" fields left over.
  const [round, setRound] = useState(0);

  const submit = async (submitted: Passwords) => {
    setBusy(true);
    setErrorId(null);
    const body = {
      current_password: submitted.current_password ?? '',
      password: submitted.password ?? '',
      password_confirmation: submitted.password_confirmation ?? '',
    };
    const response = await api.POST('/users/password/change', { body }).catch(() => null);
    setBusy(false);
    if (!response?.response.ok) {
      setErrorId(errorMessageId(response?.error));
      return;
    }
    setData({});
    setRound(round + 1);
    notifySuccess(intl.formatMessage({ id: 'accounts.settings.passwordChanged' }));
  };

  return (
    <Stack gap={3} maxW="md">
      <Heading as="h2" size="md">
        <FormattedMessage id="accounts.changePassword.title" />
      </Heading>
      <Notice notice={errorId ? { kind: 'error', id: errorId } : null} />
      <CatalogForm<Passwords>
        key={round}
        formId="forms/change-password"
        formData={data}
        onChange={setData}
        onSubmit={submit}
        busy={busy}
        submitId="accounts.changePassword.title"
      />
    </Stack>
  );
}
