import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SchemaForm } from '../../forms/schema-form';
import { notifySuccess } from '../notify/toaster';
import { loadProfile, loadProfileStatus, saveProfile } from './profile-calls';
import { profileForm, toFormData, type ProfileData } from './profile-data';

interface Loaded {
  role: string;
  countryId: number;
  status: string;
}

/**
 * The signed-in user's profile (spec §3, §4): saved while incomplete, its status read again
 * after each save; once complete it is shown read-only (changes go through the consultant).
 */
export function ProfileEditor() {
  const intl = useIntl();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [data, setData] = useState<ProfileData>({});
  const [errorId, setErrorId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    void loadProfile().then((profile) => {
      if (!current) return;
      if (!profile) {
        setErrorId('errors.generic');
        return;
      }
      const formData = toFormData(profile);
      setData(formData);
      setLoaded({ role: String(profile.role), countryId: Number(formData.user_details?.country), status: String(profile.profile_status) });
    });
    return () => {
      current = false;
    };
  }, []);

  const form = useMemo(() => (loaded ? profileForm(loaded.role, loaded.countryId) : null), [loaded]);
  if (!loaded || !form) {
    return errorId ? (
      <Text role="alert">
        <FormattedMessage id={errorId} />
      </Text>
    ) : (
      <Text role="status">
        <FormattedMessage id="accounts.profile.loading" />
      </Text>
    );
  }

  const locked = loaded.status === 'complete';
  const submit = async (submitted: ProfileData) => {
    setBusy(true);
    setErrorId(null);
    const result = await saveProfile({ ...submitted, id: Number(data.id) });
    if (!result.ok) {
      setBusy(false);
      setErrorId(result.messageId);
      return;
    }
    const status = await loadProfileStatus();
    setBusy(false);
    setLoaded({ ...loaded, status: status ?? loaded.status });
    notifySuccess(intl.formatMessage({ id: 'accounts.profile.saved' }));
  };

  return (
    <Stack gap={4}>
      <Alert.Root status={locked ? 'info' : 'warning'} data-testid="profile-status">
        <Alert.Indicator />
        <Alert.Title>
          <FormattedMessage id={locked ? 'accounts.profile.status.complete' : 'accounts.profile.status.incomplete'} />
        </Alert.Title>
      </Alert.Root>
      {errorId && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id={errorId} />
          </Alert.Title>
        </Alert.Root>
      )}
      <SchemaForm<ProfileData>
        formId={form.id}
        schema={form.schema}
        uiSchema={form.uiSchema}
        formData={data}
        onChange={setData}
        onSubmit={submit}
        disabled={busy}
        readonly={locked}
      >
        {!locked && (
          <Button type="submit" colorPalette="green" mt={4} loading={busy}>
            <FormattedMessage id="accounts.save" />
          </Button>
        )}
      </SchemaForm>
    </Stack>
  );
}
