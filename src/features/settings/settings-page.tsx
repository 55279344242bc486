import { Heading, Stack, Tabs } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { sessionAtom } from '../../api/session';
import { ProfileEditor } from '../profile/profile-editor';
import { ChangePasswordForm } from './change-password-form';
import { LocaleSetting } from './locale-setting';

/**
 * `/settings`: language and password for everybody; the profile too, as a tab, for users
 * whom the route table does not give `/profile` (every non-employee; see docs/decisions.md).
 */
export function SettingsPage() {
  const session = useAtomValue(sessionAtom);
  const [query, setQuery] = useSearchParams();
  const withProfile = !!session && !session.isEmployee && session.role !== 'staff';
  const tab = withProfile && query.get('tab') === 'profile' ? 'profile' : 'general';
  return (
    <Stack gap={4}>
      <Heading as="h1" size="xl">
        <FormattedMessage id="titles.settings" />
      </Heading>
      <Tabs.Root value={tab} onValueChange={(e) => setQuery(e.value === 'profile' ? { tab: 'profile' } : {}, { replace: true })}>
        <Tabs.List mb={4}>
          <Tabs.Trigger value="general">
            <FormattedMessage id="accounts.settings.tabs.general" />
          </Tabs.Trigger>
          {withProfile && (
            <Tabs.Trigger value="profile">
              <FormattedMessage id="accounts.settings.tabs.profile" />
            </Tabs.Trigger>
          )}
        </Tabs.List>
        <Tabs.Content value="general">
          <Stack gap={8}>
            <LocaleSetting />
            <ChangePasswordForm />
          </Stack>
        </Tabs.Content>
        {withProfile && <Tabs.Content value="profile">{tab === 'profile' && <ProfileEditor />}</Tabs.Content>}
      </Tabs.Root>
    </Stack>
  );
}
