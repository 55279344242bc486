import { Stack, Tabs } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { sessionAtom } from '../../api/session';
import { MyConsultantPanel } from '../my-consultant/my-consultant-panel';
import { ProfileEditor } from '../profile/profile-editor';
import { ChangePasswordForm } from './change-password-form';
import { BuildInfo } from './build-info';
import { LocaleSetting } from './locale-setting';
import { PhotoSizeSetting } from './photo-size-setting';
import { PageHeading } from '../shared/page-heading';

type Tab = 'general' | 'profile' | 'consultant';

/**
 * `/settings`: language, the size of photos kept offline (this device's) and password for everybody; the profile too, as a tab, for users
 * whom the route table does not give `/profile` (every non-employee; see docs/decisions.md "Where the profile is");
 * and for customers (role client) a "My consultant" tab. The tab is in the address
 * (`?tab=profile`, `?tab=consultant`), so notifications and links open it. At its foot, under
 * every tab, the version and build date of the portal (`BuildInfo`).
 */
export function SettingsPage() {
  const session = useAtomValue(sessionAtom);
  const [query, setQuery] = useSearchParams();
  const withProfile = !!session && !session.isEmployee && session.role !== 'staff';
  // Only customers ask consultants (the contract's requestConsultant is for role client).
  const withConsultant = session?.role === 'client';
  const asked = query.get('tab');
  const tab: Tab = withProfile && asked === 'profile' ? 'profile' : withConsultant && asked === 'consultant' ? 'consultant' : 'general';
  return (
    <Stack gap={4}>
      <PageHeading titleId="titles.settings" mb={0} />
      <Tabs.Root value={tab} onValueChange={(e) => setQuery(e.value === 'general' ? {} : { tab: e.value }, { replace: true })}>
        <Tabs.List mb={4} flexWrap="wrap">
          <Tabs.Trigger value="general">
            <FormattedMessage id="accounts.settings.tabs.general" />
          </Tabs.Trigger>
          {withProfile && (
            <Tabs.Trigger value="profile">
              <FormattedMessage id="accounts.settings.tabs.profile" />
            </Tabs.Trigger>
          )}
          {withConsultant && (
            <Tabs.Trigger value="consultant">
              <FormattedMessage id="accounts.settings.tabs.consultant" />
            </Tabs.Trigger>
          )}
        </Tabs.List>
        <Tabs.Content value="general">
          <Stack gap={8}>
            <LocaleSetting />
            <PhotoSizeSetting />
            <ChangePasswordForm />
          </Stack>
        </Tabs.Content>
        {withProfile && <Tabs.Content value="profile">{tab === 'profile' && <ProfileEditor />}</Tabs.Content>}
        {withConsultant && <Tabs.Content value="consultant">{tab === 'consultant' && <MyConsultantPanel />}</Tabs.Content>}
      </Tabs.Root>
      <BuildInfo />
    </Stack>
  );
}
