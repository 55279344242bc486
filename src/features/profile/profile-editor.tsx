import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { SchemaForm } from '../../forms/schema-form';
import { messageOf } from '../../api/query';
import { notifySuccess } from '../notify/toaster';
import { ownProfile, profileQuery, type ProfileSource } from './profile-calls';
import { profileForm, type ProfileData } from './profile-data';
import { useProfile } from './use-profile';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { Notice, refusalNotice } from '../shared/notice';
import { SectionsToComplete } from './sections-to-complete';
import { BusyButton } from '../../forms/busy-button';
import { useHasConsultant } from './use-has-consultant';

/**
 * A profile in its form (spec §3, §4): "Save" checks it in the browser first; "Save draft"
 * sends a half-filled one as it is (the server keeps missing answers and refuses wrong ones).
 * After each save the profile and its status are read again. A completed profile is
 * read-only to its owner; the customer's consultant (`source`) still edits it.
 */
export function ProfileEditor({ source = ownProfile }: { source?: ProfileSource }) {
  const intl = useIntl();
  const client = useQueryClient();
  const { loaded, data, setData, failed } = useProfile(source);
  // What was typed stays in the form whatever the answer; only a successful save reads it again.
  const saving = useMutation({
    mutationFn: source.save,
    onSuccess: async (result) => {
      await client.refetchQueries({ queryKey: profileQuery(source).queryKey, exact: true });
      const id = result.profile_status === 'complete' ? 'accounts.profile.saved' : 'accounts.profile.draftSaved';
      notifySuccess(intl.formatMessage({ id }));
    },
  });
  const busy = saving.isPending;
  // the save that completes an owner's profile also locks it: they are told before, not after
  const [lockingSave, setLockingSave] = useState<ProfileData | null>(null);
  const failure = saving.error ? messageOf(saving.error) : null;
  // the owner's words name their consultant only when they have one
  const hasConsultant = useHasConsultant(source.lockedWhenComplete && !!loaded && loaded.role !== 'consultant');
  const consultant = { consultant: hasConsultant ? 'yes' : 'no' };

  const form = useMemo(() => (loaded ? profileForm(loaded.role, loaded.form, loaded.countryId, loaded.customerType) : null), [loaded]);
  if (!loaded || !form) {
    return failed ? (
      <Notice notice={{ kind: 'error', id: 'errors.generic' }} />
    ) : (
      <Text role="status">
        <FormattedMessage id="accounts.profile.loading" />
      </Text>
    );
  }

  const complete = loaded.status === 'complete';
  const locked = complete && source.lockedWhenComplete;
  const save = (answers: ProfileData) => saving.mutate({ ...answers, id: Number(data.id) });
  // "Save" runs after the browser found the profile complete, so this save will lock it
  const saveChecked = (answers: ProfileData) => (source.lockedWhenComplete && !complete ? setLockingSave(answers) : save(answers));

  return (
    <Stack gap={4}>
      <Alert.Root status={complete ? 'info' : 'warning'} data-testid="profile-status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <FormattedMessage id={complete ? source.statusMessages.complete : source.statusMessages.incomplete} values={consultant} />
          </Alert.Title>
          {!complete && <SectionsToComplete formId={form.id} schema={form.schema} uiSchema={form.uiSchema} data={data} />}
          {locked && (
            // a locked profile says who may change it and how to ask, so nobody is left without a way
            <Alert.Description data-testid="profile-locked">
              <FormattedMessage id="accounts.profile.locked" values={consultant} />{' '}
              <Link asChild colorPalette="green" textDecoration="underline">
                <RouterLink to="/contact?topic=profile">
                  <FormattedMessage id="accounts.profile.askChange" />
                </RouterLink>
              </Link>
            </Alert.Description>
          )}
        </Alert.Content>
      </Alert.Root>
      <Notice notice={refusalNotice(failure)} />
      <SchemaForm<ProfileData>
        formId={form.id}
        schema={form.schema}
        uiSchema={form.uiSchema}
        formData={data}
        onChange={setData}
        onSubmit={saveChecked}
        disabled={busy}
        readonly={locked}
        serverIssues={failure?.issues}
      >
        {!locked && (
          <HStack mt={4} gap={3} wrap="wrap">
            <BusyButton onlineOnly type="submit" colorPalette="green" busy={busy}>
              <FormattedMessage id="accounts.save" />
            </BusyButton>
            {/* A complete profile has nothing to draft: a draft would only make it incomplete again. */}
            {!complete && (
              <Button type="button" variant="outline" colorPalette="green" disabled={busy} onClick={() => save(data)}>
                <FormattedMessage id="accounts.profile.saveDraft" />
              </Button>
            )}
          </HStack>
        )}
      </SchemaForm>
      <ConfirmDialog
        open={lockingSave !== null}
        title={intl.formatMessage({ id: 'accounts.profile.lock.title' })}
        body={intl.formatMessage({ id: 'accounts.profile.lock.body' }, consultant)}
        confirmLabel={intl.formatMessage({ id: 'accounts.profile.lock.confirm' })}
        cancelLabel={intl.formatMessage({ id: 'accounts.profile.lock.cancel' })}
        onConfirm={() => {
          if (lockingSave) save(lockingSave);
          setLockingSave(null);
        }}
        onCancel={() => setLockingSave(null)}
      />
    </Stack>
  );
}
